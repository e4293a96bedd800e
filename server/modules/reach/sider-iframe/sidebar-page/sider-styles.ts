// The sidebar's stylesheet (inline <style>; CSP allows inline styles). Mobile first: it is
// shown in the chat window's side panel, 360 px and up; contrast meets WCAG AA.
export const SIDER_STYLES = `
*{box-sizing:border-box}
body{margin:0;background:#f3f5f9;color:#1f2329;font:14px/1.5 -apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
.sd{max-width:640px;margin:0 auto;padding:0 0 24px}
.sd-note{padding:24px 16px;text-align:center;color:#4e5969}
.sd-error{margin:16px;padding:16px;border-radius:8px;background:#fff1f0;color:#a8071a}
.sd-head{display:flex;gap:12px;align-items:center;padding:16px;background:#fff;border-bottom:1px solid #e5e6eb}
.sd-avatar{width:44px;height:44px;border-radius:50%;background:#1f6feb;color:#fff;display:flex;align-items:center;justify-content:center;font-size:18px;flex:none;object-fit:cover}
.sd-head h1{margin:0;font-size:17px;overflow-wrap:anywhere}
.sd-head p{margin:0;color:#4e5969;font-size:12px}
.sd-tabs{display:flex;gap:4px;overflow-x:auto;background:#fff;padding:0 8px;border-bottom:1px solid #e5e6eb;position:sticky;top:0;z-index:1}
.sd-tab{flex:none;border:0;background:none;padding:10px 12px;font-size:14px;color:#4e5969;border-bottom:2px solid transparent;cursor:pointer;min-height:44px}
.sd-tab[aria-selected=true]{color:#1557c0;border-bottom-color:#1f6feb;font-weight:600}
.sd-card{background:#fff;margin:12px;border-radius:8px;padding:12px 14px}
.sd-card h2{margin:0 0 8px;font-size:15px;display:flex;justify-content:space-between;align-items:center;gap:8px}
.sd-fields{margin:0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
.sd-fields dt{color:#4e5969}
.sd-fields dd{margin:0;overflow-wrap:anywhere}
.sd-tags{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}
.sd-tag{border:1px solid #bedaff;background:#e8f3ff;color:#1557c0;border-radius:12px;padding:2px 10px;font-size:12px}
.sd-chip{border:1px solid #c9cdd4;background:#fff;color:#1f2329;border-radius:14px;padding:4px 12px;font-size:13px;cursor:pointer;min-height:32px}
.sd-chip[aria-pressed=true]{border-color:#1f6feb;background:#1f6feb;color:#fff}
.sd-group{margin:8px 0}
.sd-group h3{margin:0 0 6px;font-size:13px;color:#4e5969;font-weight:500}
.sd-btn{border:1px solid #1f6feb;background:#1f6feb;color:#fff;border-radius:6px;padding:6px 14px;font-size:14px;cursor:pointer;min-height:36px}
.sd-btn.ghost{background:#fff;color:#1557c0}
.sd-btn:disabled{opacity:.6;cursor:default}
.sd-actions{display:flex;gap:8px;justify-content:flex-end;margin-top:10px}
.sd-filters{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:8px}
.sd-filters>*{flex:1 1 140px;min-width:0}
.sd-select{border:1px solid #c9cdd4;border-radius:6px;padding:8px;font:inherit;background:#fff;min-height:38px}
.sd textarea,.sd input[type=search]{width:100%;border:1px solid #c9cdd4;border-radius:6px;padding:8px;font:inherit}
.sd-list{list-style:none;margin:0;padding:0}
.sd-list>li{border-top:1px solid #f2f3f5;padding:10px 0}
.sd-list>li:first-child{border-top:0}
.sd-meta{color:#4e5969;font-size:12px}
.sd-text{margin:4px 0;white-space:pre-wrap;overflow-wrap:anywhere}
.sd-badge{display:inline-block;border-radius:4px;padding:0 6px;font-size:12px;background:#fff7e8;color:#ad4e00;margin-left:6px}
.sd-badge.now{background:#e8ffea;color:#1a7f37}
.sd-msg{margin:8px 12px 0;padding:8px 12px;border-radius:6px;background:#e8ffea;color:#1a7f37}
.sd-msg.bad{background:#fff1f0;color:#a8071a}
.sd-empty{color:#4e5969;text-align:center;padding:12px 0;margin:0}
label.sd-label{display:block;margin-bottom:4px;color:#4e5969}
`;
