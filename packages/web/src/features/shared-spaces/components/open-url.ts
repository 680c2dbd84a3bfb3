/** Follows a (pre-signed) download URL the way a link would, so the browser saves the file. */
export function openDownload(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
