-- A passage's search vector (~2.6 KB) stays in its row instead of the TOAST table: every candidate the assistant's
-- retrieval checks (@@) or ranks (ts_rank_cd) read it through a TOAST index look-up and two chunks. Rows of up to
-- 4,080 bytes (two to a page) are stored as they are; a larger one is compressed first, as before.
ALTER TABLE "document_index_passages" SET (toast_tuple_target = 4080);
