// The setup page's one script (CSP: script-src 'self'): the link carries the token after '#',
// which the browser never sends; copy it into the form and drop it from the address bar.
export const SETUP_SCRIPT = `(function () {
  var match = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (!match) return;
  var input = document.getElementById('token');
  if (input && !input.value) {
    input.value = match[1];
    input.closest('label').hidden = true;
  }
  history.replaceState(null, '', location.pathname);
})();
`;
