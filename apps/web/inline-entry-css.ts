import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet inside index.html. As a <link> it blocks the first paint for one
 * more round trip (on a phone's network the loading shell waited for it); inline, the shell and
 * the first screen paint styled as soon as the HTML arrives. It is about 4 KiB gzipped, and
 * index.html is fetched on every visit anyway. Stylesheets of lazy routes stay files.
 */
export const inlineEntryCss = (): Plugin => ({
  name: 'engage-inline-entry-css',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (bundle === undefined) return html;
      return html.replace(
        /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
        (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          delete bundle[fileName];
          return `<style>${String(asset.source)}</style>`;
        },
      );
    },
  },
});
