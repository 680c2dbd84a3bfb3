/** /one/data-room/files — the files screen of spec 3 §2.6. (w-files) */
export default function DataRoomFilesPage() {
  return null;
}
