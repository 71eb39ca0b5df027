// The page of `deduce serve`: choose a genre, enter a puzzle (paste, a bundled sample, a generated
// one, or click the cells of the grid editor), run a command through the JSON API, and show the
// picture (SVG from the API when the genre draws one, else the answer drawn here), the text answer
// and the statistics. No libraries: it works offline.
//
// URL parameters preload the page (also what the headless-browser test uses):
//   ?genre=sudoku&puzzle=TEXT&options=box%3D2x3&run=solve|unique|count
'use strict';

const $ = (id) => document.getElementById(id);
const state = {
  info: [],          // GET /api/info: each genre's engines, commands, options
  samples: {},       // samples.json: {genre: {text, options}}
  genre: null,       // the chosen genre's info
  svgSupported: {},  // genre -> false once the API refused --format svg
  lastJson: '',
  lastSvg: '',
  selected: -1,      // the editor's selected cell
};

// ---------- the API ----------

function query(extra) {
  const p = new URLSearchParams();
  const engine = $('engine').value;
  if (engine && engine !== state.genre.engines[0]) p.set('engine', engine);
  if (!$('strategy-box').hidden && $('strategy').value) p.set('strategy', $('strategy').value);
  const t = parseFloat($('time-limit').value);
  if (t > 0) p.set('time-limit', String(t));
  for (const [k, v] of new URLSearchParams($('options').value.trim())) p.set(k, v);
  for (const [k, v] of Object.entries(extra || {})) {
    if (v === null) p.delete(k); else p.set(k, v);
  }
  return p.toString();
}

async function api(command, extra, body) {
  const url = `/api/${command}/${state.genre.name}?${query(extra)}`;
  const res = await fetch(url, {method: 'POST', headers: {'Content-Type': 'text/plain'},
                                body: body === undefined ? $('puzzle').value : body});
  return {status: res.status, type: res.headers.get('Content-Type') || '', text: await res.text()};
}

function parseLines(text) {
  const out = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try { out.push(JSON.parse(line)); } catch (e) { out.push({status: 'text', message: line}); }
  }
  return out;
}

// ---------- the grid editor (sudoku, latin, hashi, battleship) ----------

// What each editable genre's cells cycle through, and which lines of its input are grid rows.
const EDITABLE = {
  sudoku: {row: /^[.0-9A-Za-z]+$/, cycle: (n) => ['.'].concat(symbols(n))},
  latin: {row: /^[.0-9A-Za-z]+$/, cycle: (n) => ['.'].concat(symbols(n))},
  hashi: {row: /^[.1-8]+$/, cycle: () => ['.', '1', '2', '3', '4', '5', '6', '7', '8']},
  battleship: {row: /^[.~o<>^v#]+$/, cycle: () => ['.', '~', 'o', '<', '>', '^', 'v', '#']},
};
const BLANK = {sudoku: 9, latin: 5, hashi: 7};

function symbols(n) {
  const s = [];
  for (let v = 1; v <= n; v++) s.push(v <= 9 ? String(v) : String.fromCharCode(55 + v));
  return s;
}

// The first puzzle of the text as an editable grid: {rows: [[ch]], line: i, count, oneLine}
// (oneLine: a Sudoku/Latin square written on one line of n*n cells), or null.
function findGrid(genre, text) {
  const spec = EDITABLE[genre];
  if (!spec) return null;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i].trim();
    if (!l || l.startsWith('#') && !(genre === 'battleship' && spec.row.test(l))) continue;
    if (/^(rows|cols|fleet)\b/.test(l)) continue;
    if (!spec.row.test(l)) return null;
    const n = Math.round(Math.sqrt(l.length));
    if ((genre === 'sudoku' || genre === 'latin') && n * n === l.length && n > 1 &&
        (lines[i + 1] || '').trim().length !== l.length) {
      const rows = [];
      for (let r = 0; r < n; r++) rows.push(l.slice(r * n, r * n + n).split(''));
      return {rows, line: i, count: 1, oneLine: true};
    }
    let j = i;
    while (j < lines.length && lines[j].trim().length === l.length && spec.row.test(lines[j].trim())) j++;
    return {rows: lines.slice(i, j).map((x) => x.trim().split('')), line: i, count: j - i, oneLine: false};
  }
  return null;
}

function writeGrid(g) {
  const lines = $('puzzle').value.split('\n');
  const rows = g.oneLine ? [g.rows.map((r) => r.join('')).join('')] : g.rows.map((r) => r.join(''));
  lines.splice(g.line, g.count, ...rows);
  $('puzzle').value = lines.join('\n');
}

// A blank puzzle for the editor: an empty grid, or battleship's grid sized by its count lines.
function blankPuzzle(genre, text) {
  if (genre === 'battleship') {
    const head = text.split('\n').filter((l) => /^(rows|cols|fleet)\b/.test(l.trim()));
    const count = (w) => (head.find((l) => l.trim().startsWith(w)) || '').trim().split(/\s+/).length - 1;
    const r = count('rows') || 10, c = count('cols') || 10;
    if (!head.length) head.push('rows ' + '? '.repeat(r).trim(), 'cols ' + '? '.repeat(c).trim());
    return head.join('\n') + '\n' + ('.'.repeat(c) + '\n').repeat(r);
  }
  const n = BLANK[genre];
  if (genre === 'hashi') return ('.'.repeat(n) + '\n').repeat(n);
  return '.'.repeat(n * n) + '\n';
}

// Box shape of a Sudoku side: --box RxC from the options, else as the CLI infers it.
function boxOf(n) {
  const m = /(?:^|&)box=(\d+)x(\d+)/.exec($('options').value);
  if (m) return [parseInt(m[1], 10), parseInt(m[2], 10)];
  let r = Math.floor(Math.sqrt(n));
  while (r > 1 && n % r) r--;
  return [r, n / r];
}

function battleshipCounts() {
  const get = (w) => {
    const l = $('puzzle').value.split('\n').find((x) => x.trim().startsWith(w + ' '));
    return l ? l.trim().split(/\s+/).slice(1) : [];
  };
  return {rows: get('rows'), cols: get('cols')};
}

function drawEditor() {
  const box = $('editor');
  box.textContent = '';
  const genre = state.genre.name;
  const g = findGrid(genre, $('puzzle').value);
  $('editor-help').textContent = EDITABLE[genre]
    ? (g ? 'Click a cell to change it (shift-click: back), or select it and type; arrows move.'
         : 'The grid editor needs a grid in the text below (press clear for an empty one).')
    : '';
  if (!g) return;
  const n = g.rows.length, w = g.rows[0].length;
  const table = document.createElement('table');
  table.className = 'grid editable';
  table.id = 'editor-grid';
  const [br, bc] = genre === 'sudoku' ? boxOf(n) : [0, 0];
  const counts = genre === 'battleship' ? battleshipCounts() : null;
  for (let r = 0; r < n; r++) {
    const tr = table.insertRow();
    for (let c = 0; c < w; c++) {
      const td = tr.insertCell();
      const ch = g.rows[r][c];
      td.dataset.cell = String(r * w + c);
      paintCell(td, genre, ch, true);
      if (br && (c + 1) % bc === 0 && c + 1 < w) td.classList.add('box-right');
      if (br && (r + 1) % br === 0 && r + 1 < n) td.classList.add('box-bottom');
      if (r * w + c === state.selected) td.classList.add('selected');
      td.addEventListener('click', (ev) => { state.selected = r * w + c; stepCell(r, c, ev.shiftKey ? -1 : 1); });
      td.addEventListener('contextmenu', (ev) => { ev.preventDefault(); state.selected = r * w + c; stepCell(r, c, -1); });
    }
    if (counts) tr.insertCell().outerHTML = `<td class="count">${counts.rows[r] || ''}</td>`;
  }
  if (counts) {
    const tr = table.insertRow();
    for (let c = 0; c < w; c++) tr.insertCell().outerHTML = `<td class="count">${counts.cols[c] || ''}</td>`;
  }
  box.appendChild(table);
}

function paintCell(td, genre, ch, editing) {
  td.textContent = ch === '.' || ch === '0' || ch === '~' && genre !== 'battleship' ? '' : ch;
  if (genre === 'battleship') {
    const shown = {'~': '', '.': '', 'o': '●', '<': '◀', '>': '▶', '^': '▲', 'v': '▼', '#': '■'};
    td.textContent = ch in shown ? shown[ch] : ch;
    if (ch === '~') td.classList.add('water');
    if (!editing && ch !== '~' && ch !== '.') td.classList.add('ship');
  } else if (genre === 'hashi') {
    if (ch !== '.') td.classList.add('island');
  } else if (ch !== '.' && ch !== '0') {
    td.classList.add('given');
  }
}

function setCell(r, c, ch) {
  const g = findGrid(state.genre.name, $('puzzle').value);
  if (!g || !g.rows[r] || g.rows[r][c] === undefined) return;
  g.rows[r][c] = ch;
  writeGrid(g);
  drawEditor();
}

function stepCell(r, c, dir) {
  const g = findGrid(state.genre.name, $('puzzle').value);
  if (!g) return;
  const cycle = EDITABLE[state.genre.name].cycle(g.rows.length);
  let i = cycle.indexOf(g.rows[r][c] === '0' ? '.' : g.rows[r][c]);
  i = (i + dir + cycle.length) % cycle.length;
  setCell(r, c, cycle[i]);
}

document.addEventListener('keydown', (ev) => {
  if (state.selected < 0 || !EDITABLE[state.genre.name] || document.activeElement === $('puzzle') ||
      document.activeElement.tagName === 'INPUT') return;
  const g = findGrid(state.genre.name, $('puzzle').value);
  if (!g) return;
  const w = g.rows[0].length, h = g.rows.length;
  let r = Math.floor(state.selected / w), c = state.selected % w;
  const moves = {ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0]};
  if (moves[ev.key]) {
    r = (r + moves[ev.key][0] + h) % h;
    c = (c + moves[ev.key][1] + w) % w;
    state.selected = r * w + c;
    drawEditor();
    ev.preventDefault();
    return;
  }
  const cycle = EDITABLE[state.genre.name].cycle(h);
  const key = ev.key === 'Backspace' || ev.key === 'Delete' || ev.key === ' ' || ev.key === '0' ? '.' : ev.key;
  const ch = cycle.find((x) => x.toLowerCase() === key.toLowerCase());
  if (ch) {
    setCell(r, c, ch);
    ev.preventDefault();
  }
});

// ---------- showing an answer ----------

function showStatus(text, cls) {
  $('status-line').textContent = text;
  $('status-line').className = cls || 'note';
}

// A solved grid drawn as a table when no SVG picture is to be had: Sudoku, Latin and magic
// squares ("grid": rows of numbers), battleship ("grid": rows of characters).
function gridTable(rec) {
  if (!Array.isArray(rec.grid) || !rec.grid.length) return null;
  const genre = state.genre.name;
  const table = document.createElement('table');
  table.className = 'grid';
  table.id = 'solution-grid';
  const given = findGrid(genre, $('puzzle').value);
  const n = rec.grid.length;
  const [br, bc] = genre === 'sudoku' ? boxOf(n) : [0, 0];
  rec.grid.forEach((row, r) => {
    const tr = table.insertRow();
    const cells = typeof row === 'string' ? row.split('') : row;
    cells.forEach((v, c) => {
      const td = tr.insertCell();
      if (genre === 'battleship') {
        paintCell(td, genre, v, false);
      } else {
        td.textContent = String(v);
        const g = given && given.rows.length === n ? given.rows[r][c] : '.';
        td.classList.add(g !== '.' && g !== '0' ? 'given' : 'found');
      }
      if (br && (c + 1) % bc === 0 && c + 1 < n) td.classList.add('box-right');
      if (br && (r + 1) % br === 0 && r + 1 < n) td.classList.add('box-bottom');
    });
  });
  return table;
}

function showStats(records) {
  const table = $('stats');
  table.textContent = '';
  const rows = records.filter((r) => r.stats).slice(0, 20);
  if (!rows.length) return;
  const keys = [];
  for (const r of rows) for (const k of Object.keys(r.stats)) if (!keys.includes(k)) keys.push(k);
  const head = table.insertRow();
  for (const k of ['line', 'status'].concat(keys)) head.appendChild(document.createElement('th')).textContent = k;
  for (const r of rows) {
    const tr = table.insertRow();
    tr.insertCell().textContent = r.line === undefined ? '' : r.line;
    tr.insertCell().textContent = r.status;
    for (const k of keys) {
      const v = r.stats[k];
      tr.insertCell().textContent = typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(2) : (v === undefined ? '' : JSON.stringify(v));
    }
  }
}

function summarise(records, unique) {
  if (!records.length) return ['no puzzle in the input', 'error'];
  const first = records.find((r) => r.status) || records[0];
  const count = (s) => records.filter((r) => r.status === s).length;
  if (records.length === 1 || records.every((r) => r.status === first.status)) {
    const s = first.status;
    const many = records.length > 1 ? `${records.length} puzzles: ` : '';
    if (s === 'error') return [`${many}error: line ${first.line || '?'}${first.col ? ', column ' + first.col : ''}: ${first.message}`, 'error'];
    if (first.count !== undefined) return [`${many}${first.count} solution(s)${s === 'limit' ? ' (limit reached: a lower bound)' : ''}`, s];
    if (unique && s === 'solved') return [`${many}unique solution`, 'unique'];
    if (s === 'multiple') return [`${many}more than one solution`, s];
    if (s === 'limit') return [`${many}limit reached before an answer`, s];
    if (s === 'unsolvable') return [`${many}no solution`, s];
    return [`${many}${s}`, s];
  }
  const parts = ['solved', 'multiple', 'unsolvable', 'limit', 'error'].filter(count).map((s) => `${count(s)} ${s}`);
  return [`${records.length} puzzles: ${parts.join(', ')}`, count('error') ? 'error' : 'solved'];
}

async function run(command, extra) {
  if (!state.genre) return;
  const unique = extra && extra['max-solutions'] === '2';
  showStatus('running…');
  $('result').dataset.status = 'running';
  $('picture').textContent = '';
  $('answer').textContent = '';
  $('stats').textContent = '';
  state.lastSvg = '';
  $('download-svg').disabled = true;
  let r;
  try {
    r = await api(command, extra);
  } catch (e) {
    showStatus('the server does not answer: ' + e, 'error');
    $('result').dataset.status = 'error';
    return;
  }
  state.lastJson = r.text;
  $('download-json').disabled = !r.text;
  const records = r.type.includes('json') ? parseLines(r.text) : [];
  if (r.type.includes('svg')) {  // render: the puzzle's picture
    state.lastSvg = r.text;
    $('picture').innerHTML = r.text;
    $('download-svg').disabled = false;
  } else if (!r.type.includes('json')) {
    $('answer').textContent = r.text;  // a command's text answer
  }
  const [line, cls] = !records.length && r.status === 200 ? ['done', 'solved']
    : r.status === 200 || r.status === 400 ? summarise(records, unique)
    : [(records[0] && records[0].message) || 'HTTP ' + r.status, 'error'];
  showStatus(line, cls);
  showStats(records);
  const solved = records.filter((x) => x.status === 'solved' || x.status === 'multiple' ||
                                       x.status === 'limit' && x.stats && x.count === undefined);
  if (command === 'solve' && solved.length && !records.some((x) => x.count !== undefined)) {
    await picture(records, extra);
  } else if (records.length && r.type.includes('json') && command !== 'solve') {
    $('answer').textContent = records.map((x) => JSON.stringify(x, null, 1)).join('\n');
  }
  const sol = records.find((x) => typeof x.solution === 'string');
  $('result').dataset.solution = sol ? sol.solution : '';
  $('result').dataset.status = cls;
}

// The picture of the answer: SVG from the API (--format svg) when the genre draws one, else the
// grid drawn here; and the answer as text (--format text), as the CLI prints it.
async function picture(records, extra) {
  const genre = state.genre.name;
  if (state.svgSupported[genre] !== false) {
    const s = await api('solve', Object.assign({}, extra, {format: 'svg'}));
    if (s.status === 200 && s.type.includes('svg')) {
      state.svgSupported[genre] = true;
      state.lastSvg = s.text;
      $('picture').innerHTML = s.text;
      $('download-svg').disabled = false;
    } else if (s.status === 400 && s.text.includes('--format')) {
      state.svgSupported[genre] = false;
    }
  }
  if (!state.lastSvg) {
    const t = gridTable(records.find((x) => x.grid) || {});
    if (t) $('picture').appendChild(t);
  }
  const text = await api('solve', Object.assign({}, extra, {format: 'text'}));
  if (text.status === 200) $('answer').textContent = text.text;
}

async function generate() {
  if (!state.genre.commands.includes('generate')) return;
  showStatus('generating…');
  const r = await api('generate', {seed: String(Math.floor(Math.random() * 1e6)), 'time-limit': null}, '');
  if (r.status !== 200) {
    showStatus((parseLines(r.text)[0] || {}).message || 'HTTP ' + r.status, 'error');
    return;
  }
  // Sudoku's generator answers JSON lines with "puzzle"; the others their input format.
  const recs = r.type.includes('json') ? parseLines(r.text) : [];
  $('puzzle').value = recs.length && recs[0].puzzle ? recs.map((x) => x.puzzle).join('\n') + '\n' : r.text;
  showStatus(recs.length && recs[0].rating !== undefined ? `generated: rating ${recs[0].rating}, ${recs[0].hardest}` : 'generated', 'note');
  state.selected = -1;
  drawEditor();
}

function download(name, type, text) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], {type}));
  a.download = name;
  document.body.appendChild(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}

// ---------- choosing a genre ----------

function loadSample() {
  const s = state.samples[state.genre.name] || {text: '', options: {}};
  $('puzzle').value = s.text;
  $('options').value = new URLSearchParams(s.options).toString();
  state.selected = -1;
  drawEditor();
}

function chooseGenre(name, keepInput) {
  state.genre = state.info.find((g) => g.name === name) || state.info[0];
  const g = state.genre;
  $('summary').textContent = g.summary;
  $('engine').textContent = '';
  for (const e of g.engines) $('engine').add(new Option(e, e));
  const hasStrategy = g.options.some((o) => o.name === 'strategy');
  $('strategy-box').hidden = !hasStrategy;
  $('strategy').textContent = '';
  $('strategy').add(new Option('default', ''));
  for (let i = 1; i <= 12; i++) $('strategy').add(new Option('S' + i, 'S' + i));
  $('generate').disabled = !g.commands.includes('generate');
  $('count').disabled = !g.commands.includes('count');
  $('more').textContent = '';
  $('more').add(new Option('more…', ''));
  for (const c of g.commands) if (!['solve', 'count', 'generate'].includes(c)) $('more').add(new Option(c, c));
  $('more').disabled = $('more').options.length === 1;
  if (!keepInput) loadSample();
  updateStrategy();
}

function updateStrategy() {
  $('strategy').disabled = $('engine').value !== 'cp';
}

async function start() {
  const [info, samples] = await Promise.all([
    fetch('/api/info').then((r) => r.json()),
    fetch('/samples.json').then((r) => r.json()),
  ]);
  state.info = info;
  state.samples = samples;
  for (const g of info) $('genre').add(new Option(g.name, g.name));
  const url = new URLSearchParams(location.search);
  const genre = url.get('genre') || 'sudoku';
  $('genre').value = genre;
  chooseGenre(genre, false);
  if (url.has('puzzle')) $('puzzle').value = url.get('puzzle');
  if (url.has('options')) $('options').value = url.get('options');
  drawEditor();
  $('genre').addEventListener('change', () => chooseGenre($('genre').value, false));
  $('engine').addEventListener('change', updateStrategy);
  $('sample').addEventListener('click', loadSample);
  $('generate').addEventListener('click', generate);
  $('clear').addEventListener('click', () => {
    $('puzzle').value = EDITABLE[state.genre.name] ? blankPuzzle(state.genre.name, $('puzzle').value) : '';
    state.selected = -1;
    drawEditor();
  });
  $('puzzle').addEventListener('input', drawEditor);
  $('options').addEventListener('change', drawEditor);
  $('solve').addEventListener('click', () => run('solve'));
  $('unique').addEventListener('click', () => run('solve', {'max-solutions': '2'}));
  $('count').addEventListener('click', () => run('count'));
  $('more').addEventListener('change', () => {
    const c = $('more').value;
    $('more').value = '';
    if (c) run(c, c === 'render' ? {} : {format: 'text'});
  });
  $('download-json').addEventListener('click', () => download(`${state.genre.name}.json`, 'application/x-ndjson', state.lastJson));
  $('download-svg').addEventListener('click', () => download(`${state.genre.name}.svg`, 'image/svg+xml', state.lastSvg));
  const go = url.get('run');
  if (go === 'solve') run('solve');
  if (go === 'unique') run('solve', {'max-solutions': '2'});
  if (go === 'count') run('count');
}

start().catch((e) => showStatus('cannot load the page: ' + e, 'error'));
