import { Fragment, useMemo } from 'react';
import { Box, Divider, Link, Typography } from '@mui/material';
import { parseInline, parseMarkdown, type MdBlock, type MdInline } from './markdown';

/** Inline Markdown nodes as React elements (links open in a new tab with rel="noopener noreferrer nofollow"). */
export function Inlines({ nodes }: { nodes: MdInline[] }) {
  return (
    <>
      {nodes.map((n, i) => {
        switch (n.type) {
          case 'text':
            return <Fragment key={i}>{n.text}</Fragment>;
          case 'code':
            return (
              <Box
                key={i}
                component="code"
                sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}
              >
                {n.text}
              </Box>
            );
          case 'strong':
            return (
              <strong key={i}>
                <Inlines nodes={n.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <Inlines nodes={n.children} />
              </em>
            );
          case 'link':
            return (
              <Link key={i} href={n.href} target="_blank" rel="noopener noreferrer nofollow">
                <Inlines nodes={n.children} />
              </Link>
            );
        }
      })}
    </>
  );
}

function Block({ block, headingOffset }: { block: MdBlock; headingOffset: number }) {
  switch (block.type) {
    case 'heading':
      return (
        <Typography
          component={`h${Math.min(block.level + headingOffset, 6)}` as 'h3'}
          variant={headingOffset === 0 && block.level === 1 ? 'h4' : block.level <= 2 ? 'h6' : 'subtitle1'}
          sx={{ mt: 2, mb: 1, fontWeight: 600 }}
        >
          <Inlines nodes={block.children} />
        </Typography>
      );
    case 'paragraph':
      return (
        <Typography sx={{ mb: 1.5 }}>
          <Inlines nodes={block.children} />
        </Typography>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Box component={Tag} sx={{ pl: 3, mb: 1.5 }}>
          {block.items.map((item, i) => (
            <li key={i}>
              <Inlines nodes={item} />
            </li>
          ))}
        </Box>
      );
    }
    case 'code':
      return (
        <Box
          component="pre"
          sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto', mb: 1.5 }}
        >
          {block.text}
        </Box>
      );
    case 'quote':
      return (
        <Box
          component="blockquote"
          sx={{ borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary', mb: 1.5 }}
        >
          <Inlines nodes={block.children} />
        </Box>
      );
    case 'hr':
      return <Divider sx={{ my: 2 }} />;
  }
}

/**
 * Markdown rendered as React elements: raw HTML stays text, links are http(s)/mailto only. A `#` heading becomes
 * h(1 + headingOffset): 2 inside a file preview (under the page's own headings), 0 for a page that is the text.
 */
export function MarkdownView({ source, headingOffset = 2 }: { source: string; headingOffset?: number }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Box sx={{ wordBreak: 'break-word' }}>
      {blocks.map((b, i) => (
        <Block key={i} block={b} headingOffset={headingOffset} />
      ))}
    </Box>
  );
}

/** One run of text with inline Markdown only (bold, italics, code, links): chat messages keep their own line breaks. */
export function InlineMarkdown({ text }: { text: string }) {
  const nodes = useMemo(() => parseInline(text), [text]);
  return <Inlines nodes={nodes} />;
}
