// The consent page's look: WeCom's own consent pages are a white card on grey with a green
// primary button; the sandbox keeps that so the flow feels like the real platform.
export const CONSENT_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f2f4f7;color:#1f2329;
font:14px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
.top{display:flex;align-items:center;gap:10px;height:56px;padding:0 24px;background:#fff;border-bottom:1px solid #e5e6eb}
.brand{font-weight:600;font-size:16px;color:#0b7cf2}
.tag{font-size:12px;color:#b54708;background:#fef0c7;border-radius:4px;padding:1px 8px}
.card{max-width:480px;margin:48px auto 16px;background:#fff;border-radius:12px;padding:32px;
box-shadow:0 4px 24px rgba(15,23,42,.06)}
.app{display:flex;align-items:center;gap:16px;margin-bottom:20px}
.icon{width:56px;height:56px;border-radius:14px;background:linear-gradient(135deg,#2f7cf6,#1d4ed8);
color:#fff;font-size:26px;font-weight:600;display:flex;align-items:center;justify-content:center}
h1{font-size:20px;margin:0}
.muted{color:#646a73;margin:2px 0 0}
.perms{margin:12px 0 20px;padding:16px 16px 16px 36px;background:#f7f8fa;border-radius:8px}
.perms li{margin:4px 0}
.meta{display:flex;gap:8px;margin:0 0 24px;color:#646a73;font-size:13px}
.meta dd{margin:0;font-family:ui-monospace,Menlo,monospace;color:#1f2329}
form{display:flex;gap:12px}
button,.link{flex:1;height:40px;border-radius:8px;font-size:15px;cursor:pointer;border:1px solid transparent;
display:inline-flex;align-items:center;justify-content:center;text-decoration:none}
.primary{background:#07c160;color:#fff}
.primary:hover{background:#06ad56}
.ghost{background:#fff;color:#1f2329;border-color:#d0d3d9}
.ghost:hover{background:#f2f3f5}
.foot{text-align:center;color:#8f959e;font-size:12px;margin:0 16px 32px}
`;
