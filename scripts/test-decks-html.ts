/** The HTML that scripts/make-test-decks.ts prints to PDF: a features deck and a long manual. */
import { createCanvas } from '@napi-rs/canvas';

/** A photo-like JPEG and a PNG with a transparent gradient, drawn here so the decks need no image files. */
function images() {
  const photo = createCanvas(480, 300);
  const p = photo.getContext('2d');
  const sky = p.createLinearGradient(0, 0, 0, 300);
  sky.addColorStop(0, '#4a90d9');
  sky.addColorStop(0.6, '#f6d365');
  sky.addColorStop(1, '#2e7d32');
  p.fillStyle = sky;
  p.fillRect(0, 0, 480, 300);
  let seed = 7;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < 60; i++) {
    p.fillStyle = `hsla(${Math.floor(rnd() * 360)}, 60%, 50%, 0.5)`;
    p.beginPath();
    p.arc(rnd() * 480, 180 + rnd() * 120, 5 + rnd() * 25, 0, Math.PI * 2);
    p.fill();
  }
  const logo = createCanvas(300, 300);
  const l = logo.getContext('2d');
  const glow = l.createRadialGradient(150, 150, 10, 150, 150, 150);
  glow.addColorStop(0, 'rgba(230, 81, 0, 1)');
  glow.addColorStop(0.6, 'rgba(230, 81, 0, 0.5)');
  glow.addColorStop(1, 'rgba(230, 81, 0, 0)');
  l.fillStyle = glow;
  l.fillRect(0, 0, 300, 300);
  l.fillStyle = '#fff';
  l.font = 'bold 90px DejaVu Sans';
  l.textAlign = 'center';
  l.fillText('अ', 150, 180);
  const url = (buf: Buffer, type: string) => `data:${type};base64,${buf.toString('base64')}`;
  return {
    jpeg: url(photo.toBuffer('image/jpeg', 85), 'image/jpeg'),
    png: url(logo.toBuffer('image/png'), 'image/png'),
  };
}

const SIDEBAR = `<nav class="side"><b>Contents</b><span>Shadows</span><span>Blending</span><span>Fonts</span>
  <span>Images</span><span>Titles</span></nav>`;

export function featuresHtml(): string {
  const { jpeg, png } = images();
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  @page { size: 960px 540px; margin: 0 }
  * { box-sizing: border-box }
  body { margin: 0; font-family: 'DejaVu Sans'; color: #1d2433 }
  .slide { width: 960px; height: 540px; position: relative; overflow: hidden; page-break-after: always;
    background: #f7f8fb; padding: 36px 48px }
  h1 { font-size: 40px; margin: 0 0 24px }
  p, li { font-size: 22px; line-height: 1.4; margin: 6px 0 }
  .card { position: absolute; width: 250px; height: 150px; border-radius: 14px; padding: 16px; font-size: 20px }
  .circle { position: absolute; width: 190px; height: 190px; border-radius: 50% }
  .side { position: absolute; left: 0; top: 0; bottom: 0; width: 190px; background: #243b6b; color: #cfd8ee;
    padding: 40px 20px; font-size: 18px; display: flex; flex-direction: column; gap: 14px }
  .side b { color: #fff }
  .main { position: absolute; left: 230px; right: 40px; top: 30px }
  .bar { display: flex; align-items: baseline; font-size: 30px; font-weight: bold; color: #243b6b }
  .bar .t { width: 560px } .bar .u { margin-left: auto; font-weight: normal; color: #7a869a }
  </style></head><body>
  <section class="slide" style="background: linear-gradient(135deg, #1e3c72, #2a5298); color: #fff; padding-top: 150px">
    <h1 style="font-size: 52px; text-shadow: 0 4px 12px rgba(0,0,0,0.6)">Faithful slides</h1>
    <p style="font-size: 26px; opacity: 0.85">A test deck printed by Chromium for the PDF renderer</p>
  </section>
  <section class="slide">
    <h1>Shadows and gradients</h1>
    <div class="card" style="left: 48px; top: 130px; background: #fff; box-shadow: 0 10px 28px rgba(0,0,0,0.45)">
      Blurred shadow</div>
    <div class="card" style="left: 355px; top: 130px; background: linear-gradient(90deg, rgba(200,30,60,1),
      rgba(200,30,60,0)); color: #fff">Fading to transparent</div>
    <div class="card" style="left: 662px; top: 130px; background: radial-gradient(circle at 30% 30%, #ffe082,
      #ff6f00 60%, rgba(120,40,0,0.3))">Radial shading</div>
    <div class="card" style="left: 48px; top: 330px; width: 864px; height: 120px; background:
      repeating-linear-gradient(45deg, #e3f2fd 0 20px, #bbdefb 20px 40px); box-shadow: 6px 6px 0 #0d47a1">
      Hard shadow over a striped background</div>
  </section>
  <section class="slide" style="background: repeating-linear-gradient(90deg, #fff 0 40px, #ffe0b2 40px 80px)">
    <h1>Transparency and blend modes</h1>
    <div style="position: absolute; left: 60px; top: 130px; width: 300px; height: 300px; opacity: 0.6">
      <div class="circle" style="left: 0; top: 0; background: #e53935"></div>
      <div class="circle" style="left: 100px; top: 0; background: #1e88e5"></div>
      <div class="circle" style="left: 50px; top: 90px; background: #43a047"></div>
    </div>
    <div class="circle" style="left: 420px; top: 140px; background: #00acc1; mix-blend-mode: multiply"></div>
    <div class="circle" style="left: 520px; top: 140px; background: #8e24aa; mix-blend-mode: screen"></div>
    <div class="circle" style="left: 620px; top: 140px; background: #fdd835; mix-blend-mode: difference"></div>
    <div class="circle" style="left: 470px; top: 270px; background: #3949ab; mix-blend-mode: overlay"></div>
    <div class="circle" style="left: 620px; top: 300px; background: #6d4c41; mix-blend-mode: luminosity"></div>
  </section>
  <section class="slide">
    <h1>Fonts: TrueType, CJK and Devanagari</h1>
    <p style="font-family: 'DejaVu Serif'">DejaVu Serif: the quick brown fox jumps over the lazy dog.</p>
    <p style="font-family: 'Liberation Sans'; font-weight: bold; font-style: italic">Liberation Sans bold italic:
      fractions ½ ¾ and signs ≤ ≥ ≠</p>
    <p style="font-family: 'DejaVu Sans Mono'">DejaVu Sans Mono: let area = width * height;</p>
    <p style="font-family: 'WenQuanYi Micro Hei'">中文：机器学习让计算机识别图片。</p>
    <p style="font-family: 'WenQuanYi Micro Hei'">日本語：ひらがなとカタカナの文章。 한국어: 교실 수업</p>
    <p style="font-family: 'Lohit Devanagari'">हिन्दी: आज का पाठ — भिन्न और दशमलव संख्याएँ</p>
  </section>
  <section class="slide">
    <h1>Embedded images</h1>
    <img src="${jpeg}" style="position: absolute; left: 48px; top: 120px; width: 400px; border-radius: 10px">
    <img src="${png}" style="position: absolute; left: 480px; top: 110px; width: 200px">
    <svg style="position: absolute; left: 700px; top: 120px" width="220" height="220" viewBox="0 0 220 220">
      <defs><clipPath id="c"><circle cx="110" cy="110" r="100"/></clipPath>
        <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#26a69a"/>
        <stop offset="1" stop-color="#26a69a" stop-opacity="0.1"/></linearGradient></defs>
      <g clip-path="url(#c)"><rect width="220" height="220" fill="url(#g)"/>
        <path d="M0 160 L60 90 L110 140 L160 60 L220 130 L220 220 L0 220Z" fill="#004d40" fill-opacity="0.7"/></g>
    </svg>
    <div style="position: absolute; left: 480px; top: 360px; width: 420px; height: 120px; background: #ff7043;
      filter: blur(6px); border-radius: 20px"></div>
  </section>
  <section class="slide">${SIDEBAR}<div class="main">
    <div class="bar"><span class="t">Pages with a sidebar</span><span class="u">Unit 3</span></div>
    <p>The sidebar, the unit label and the page counter are the same on every page of this part.</p>
    <p>Only the heading on the right names the page.</p></div>
    <p style="position: absolute; right: 40px; bottom: 20px; font-size: 16px">6 / 8</p></section>
  <section class="slide">${SIDEBAR}<div class="main">
    <div class="bar"><span class="t">Fractions on a number line: comparing, ordering and equivalent fractions</span>
      <span class="u">Unit 3</span></div>
    <p>A title on two lines is one title.</p></div>
    <p style="position: absolute; right: 40px; bottom: 20px; font-size: 16px">7 / 8</p></section>
  <section class="slide">${SIDEBAR}<div class="main">
    <div class="bar"><span class="t">Decimals</span><span class="u">Unit 3</span></div>
    <p>0.5 = ½ and 0.25 = ¼.</p></div>
    <p style="position: absolute; right: 40px; bottom: 20px; font-size: 16px">8 / 8</p></section>
  </body></html>`;
}

const CHAPTERS = [
  'Getting Started',
  'Planning a Lesson',
  'Teaching Offline',
  'Slides and Decks',
  'Classes and Students',
  'Attendance',
  'Assessments',
  'Surveys',
  'Progress and Reports',
  'Creating Presentations',
  'Working with Images',
  'Mathematics on Slides',
  'Languages and Scripts',
  'Sharing Materials',
  'School Managers',
  'Institutions',
  'Devices and Storage',
  'Synchronisation',
  'Privacy and Safety',
  'Accessibility',
  'Troubleshooting',
  'Keyboard Shortcuts',
  'Printing',
  'Exercises',
  'Glossary',
  'Index of Terms',
];
const SECTIONS = [
  'Overview',
  'Adding a Bibliography',
  'Choosing a Theme',
  'Structuring the Lesson',
  'Common Mistakes',
  'Checking Your Work',
  'Examples from Classrooms',
  'Further Reading',
];
const WORDS = `teacher class lesson slide student school deck offline progress device network sync page title
  image number fraction chapter example question answer board screen projector attendance report survey
  assessment plan week term subject grade language reading writing practice group pair discussion summary`
  .trim()
  .split(/\s+/);

/** Deterministic sentences, so the manual is the same every time it is made. */
function prose(seed: number, sentences: number): string {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s;
  };
  const out: string[] = [];
  for (let i = 0; i < sentences; i++) {
    const words = Array.from({ length: 8 + (next() % 10) }, () => WORDS[next() % WORDS.length] ?? '');
    const sentence = words.join(' ');
    out.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
  }
  return out.join(' ');
}

/** Pages laid out here (one div per page), so the page count and each page's headings are known. */
export function manualHtml(pages: number): string {
  const body: string[] = [];
  const cover = `<div class="page"><div style="margin-top: 220px; font-size: 30px; font-weight: bold">Pathshala
    Teacher's Manual</div><div style="font-size: 15px; margin-top: 14px">A long document for the PDF tests</div></div>`;
  body.push(cover);
  // A chapter is 9 pages: chapter heading, running text, a section heading halfway down, running text,
  // a section heading at the top, two pages of running text, a section halfway down, running text.
  const layout = ['chapter', 'text', 'mid', 'text', 'top', 'text', 'code', 'mid', 'text'];
  let section = 0;
  for (let n = 2; n <= pages; n++) {
    const c = Math.floor((n - 2) / layout.length);
    const kind = layout[(n - 2) % layout.length];
    if (kind === 'chapter') section = 0;
    const chapter = `${c + 1} ${CHAPTERS[c % CHAPTERS.length]}`;
    const heading = () => {
      section += 1;
      return `<h2>${c + 1}.${section} ${SECTIONS[(c + section) % SECTIONS.length]}</h2>`;
    };
    const head = n % 2 === 0 ? chapter : `${CHAPTERS[c % CHAPTERS.length]} — ${c + 1}.${Math.max(1, section)}`;
    let main = '';
    if (kind === 'chapter') main = `<h1>${chapter}</h1><p>${prose(n, 14)}</p><p>${prose(n + 1, 10)}</p>`;
    else if (kind === 'top') main = `${heading()}<p>${prose(n, 12)}</p><p>${prose(n + 1, 12)}</p>`;
    else if (kind === 'mid') main = `<p>${prose(n, 12)}</p>${heading()}<p>${prose(n + 1, 12)}</p>`;
    else if (kind === 'code')
      main = `<pre>lesson.start({ class: '7C' })\nlesson.next()\nlesson.end({ present: 31 })</pre><p>${prose(n, 22)}</p>`;
    else main = `<p>${prose(n, 14)}</p><p>${prose(n + 1, 14)}</p>`;
    body.push(`<div class="page"><div class="head">${head}</div>${main}<div class="foot">${n}</div></div>`);
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  @page { size: A5; margin: 0 }
  body { margin: 0; font-family: 'DejaVu Serif'; color: #222 }
  .page { width: 148mm; height: 209.5mm; padding: 16mm 15mm 18mm; box-sizing: border-box; position: relative;
    overflow: hidden; page-break-after: always }
  .head { position: absolute; top: 7mm; left: 15mm; right: 15mm; font-size: 9px; font-style: italic;
    color: #666; text-align: right }
  .foot { position: absolute; bottom: 8mm; left: 0; right: 0; text-align: center; font-size: 10px }
  h1 { font-family: 'DejaVu Sans'; font-size: 24px; margin: 30px 0 20px }
  h2 { font-family: 'DejaVu Sans'; font-size: 16px; margin: 16px 0 10px }
  p { font-size: 11px; line-height: 1.45; text-align: justify; margin: 0 0 8px }
  pre { font-family: 'DejaVu Sans Mono'; font-size: 10px; background: #f2f2f2; padding: 8px; margin: 0 0 10px }
  </style></head><body>${body.join('\n')}</body></html>`;
}
