/*
 * The portal's frame around a PDF of its own (the product sheets' viewer, issue 36, WCAG 3.1.1): a browser that frames
 * a PDF directly wraps it in a page of its own without `lang`; this page declares the document's language and shows the
 * PDF in the browser's viewer through <embed>. It shows only a file of the portal's own origin (`?file=`, also refused
 * by this page's `object-src 'self'`), never navigates, and takes its language (`?lang=`, a language tag) and its title
 * (`?title=`, as text) from the page that frames it: the only pages that may (`frame-ancestors 'self'`).
 */
(() => {
  const params = new URLSearchParams(window.location.search);
  const lang = params.get('lang');
  if (lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(lang)) document.documentElement.lang = lang;
  const title = params.get('title');
  if (title) document.title = title;
  let file;
  try {
    file = new URL(params.get('file') ?? '', window.location.href);
  } catch {
    return;
  }
  if (file.origin !== window.location.origin || file.pathname === window.location.pathname) return;
  const embed = document.createElement('embed');
  embed.type = 'application/pdf';
  embed.src = file.href;
  if (title) embed.title = title;
  // Chromium shows the embedded PDF in a page of its own (of the file's origin, so of the portal's) without `lang`:
  // it takes the document's. Firefox's viewer page declares its own (that of its controls).
  embed.addEventListener('load', () => {
    try {
      const inner = window.frames[0]?.document.documentElement;
      if (inner && !inner.lang) inner.lang = document.documentElement.lang;
    } catch {
      // Not a page of the portal's origin: the browser's own.
    }
  });
  document.body.append(embed);
})();
