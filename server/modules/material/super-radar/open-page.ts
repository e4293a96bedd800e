// issue #20 the page a customer sees when opening a super-radar link: the article, the PDF
// or the link's destination. Server-rendered, no session; a tiny same-origin script reports
// the stay on leave (sendBeacon), CSP keeps script-src 'self'.
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const RADAR_STAY_SCRIPT = `(function(){var b=document.body;var u=b.getAttribute('data-stay');
var s=Date.now();var sent=false;function send(){if(sent||!u)return;sent=true;
var d=JSON.stringify({seconds:Math.round((Date.now()-s)/1000)});
if(navigator.sendBeacon){navigator.sendBeacon(u,new Blob([d],{type:'application/json'}));}}
document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')send();});
window.addEventListener('pagehide',send);})();`;

const STYLE = `body{margin:0;font-family:system-ui,"Noto Sans CJK SC",sans-serif;color:#18181b;background:#f4f4f5}
main{max-width:680px;margin:0 auto;padding:24px 20px;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:22px;line-height:1.4;margin:0 0 16px}p{line-height:1.8;font-size:16px;margin:0 0 12px;white-space:pre-wrap}
a.btn{display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none}
.muted{color:#52525b;font-size:14px}`;

export function renderRadarPage(input: {
  title: string;
  type: number;
  url: string;
  fileName: string;
  article: string;
  stayUrl: string;
}): string {
  const body =
    input.type === 3
      ? input.article
          .split(/\n+/)
          .map((line) => `<p>${escape(line)}</p>`)
          .join('')
      : `<p class="muted">${input.type === 2 ? `PDF文件：${escape(input.fileName)}` : '点击下方按钮继续访问'}</p>
         <p><a class="btn" href="${escape(input.url)}" rel="noopener noreferrer">${input.type === 2 ? '查看PDF' : '继续访问'}</a></p>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(input.title)}</title>
<style>${STYLE}</style></head><body data-stay="${escape(input.stayUrl)}"><main><h1>${escape(input.title)}</h1>${body}</main>
<script src="/rl/_/stay.js"></script></body></html>`;
}

export function renderGonePage(): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>链接已失效</title>
<style>${STYLE}</style></head><body><main><h1>链接已失效</h1><p class="muted">该内容已下线或链接不正确。</p></main></body></html>`;
}
