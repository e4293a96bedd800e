// The public page's styles: mobile-first, system fonts, no external files (one request for
// the page, one for the small script). Inline <style> is allowed by the CSP (style-src
// 'unsafe-inline'); scripts are not, so behaviour lives in fill.js.
export const PAGE_STYLES = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f3f4f6;color:#1f2937;font:16px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
.sf{max-width:640px;margin:0 auto;min-height:100vh;background:#fff;padding:0 0 32px;display:flow-root}
.sf-head{padding:0 0 8px}
.sf-cover{display:block;width:100%;max-height:240px;object-fit:cover}
.sf-head h1{font-size:22px;line-height:1.4;margin:16px 16px 4px}
.sf-intro{margin:0 16px;color:#4b5563;font-size:15px}
.sf-rich{padding:8px 16px;font-size:15px;color:#374151;overflow-wrap:anywhere}
.sf-rich a{color:#2563eb}
.sf-image{display:block;width:calc(100% - 32px);margin:8px 16px;border-radius:8px}
.sf-field{padding:12px 16px;border-top:1px solid #f3f4f6}
.sf-label{display:block;font-weight:600;margin:0 0 6px}
.sf-req{color:#dc2626;margin-left:4px}
.sf-desc{margin:-2px 0 8px;color:#6b7280;font-size:14px}
.sf-choices{display:flex;flex-direction:column;gap:8px}
.sf-choice{display:flex;align-items:center;gap:10px;min-height:44px;padding:8px 12px;border:1px solid #e5e7eb;border-radius:8px}
.sf-choice input{width:20px;height:20px;margin:0;accent-color:#2563eb}
input[type=text],input[type=tel],input[type=date],input[type=datetime-local],select,textarea{width:100%;min-height:44px;padding:10px 12px;font:inherit;color:inherit;background:#fff;border:1px solid #d1d5db;border-radius:8px}
textarea{resize:vertical}
input:focus,select:focus,textarea:focus{outline:2px solid #2563eb;outline-offset:1px}
.sf-stars{display:flex;gap:6px}
.sf-star{position:relative;font-size:32px;line-height:1;color:#d1d5db;cursor:pointer}
.sf-star input{position:absolute;opacity:0;width:100%;height:100%;margin:0;cursor:pointer}
.sf-star.on{color:#f59e0b}
.sf-star input:focus-visible+span{outline:2px solid #2563eb}
.sf-tips{display:flex;justify-content:space-between;color:#6b7280;font-size:13px;margin-top:4px}
.sf-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.sf-error{margin:6px 0 0;color:#dc2626;font-size:14px;min-height:0}
.sf-error:empty{display:none}
.sf-invalid input,.sf-invalid select,.sf-invalid textarea,.sf-invalid .sf-choice{border-color:#dc2626}
.sf-nav{display:flex;gap:12px;padding:16px}
.sf-nav button,.sf-done a{flex:1;min-height:48px;font:inherit;font-weight:600;border-radius:24px;border:0;cursor:pointer}
.sf-primary{background:#2563eb;color:#fff}
.sf-primary[disabled]{opacity:.6}
.sf-secondary{background:#e5e7eb;color:#1f2937}
.sf-message{margin:0 16px;color:#dc2626;text-align:center}
.sf-message:empty{display:none}
.sf-progress{margin:8px 16px 0;color:#6b7280;font-size:13px;text-align:right}
.sf-done,.sf-closed{padding:48px 24px;text-align:center}
.sf-done h2,.sf-closed h2{font-size:20px;margin:12px 0}
.sf-done a{display:inline-flex;align-items:center;justify-content:center;padding:0 32px;background:#2563eb;color:#fff;text-decoration:none;margin-top:16px}
.sf-qr{display:block;width:200px;height:200px;object-fit:contain;margin:16px auto 4px}
.sf-icon{display:inline-flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:50%;background:#16a34a;color:#fff;font-size:30px;font-weight:700}
.sf-closed .sf-icon{background:#9ca3af}
[hidden]{display:none!important}
`;
