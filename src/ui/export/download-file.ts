// Downloads started in the browser: an anchor click on a file the browser already has (a QR
// code's PNG) or a link the server signed (an export center file). A list's file is never built
// here: exports are the export center's jobs (docs/architecture.md "Exports").
export function downloadDataUrl(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
