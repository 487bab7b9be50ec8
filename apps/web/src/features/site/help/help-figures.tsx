import type { ReactNode } from 'react';

// Simple line illustrations for the help guides, drawn inline (no external images). They carry no
// words of their own, so one drawing serves both languages; the step supplies the alt text.

const BLUE = '#2F7FF8';
const RED = '#DD4B37';
const GREEN = '#07C160';
const INK = '#1F2329';
const GREY = '#C9CDD4';
const PAPER = '#FFFFFF';
const TINT = '#EEF4FF';

function Lines({ x, y, widths, gap = 10 }: { x: number; y: number; widths: number[]; gap?: number }) {
  return (
    <g stroke={GREY} strokeWidth="4" strokeLinecap="round">
      {widths
        .map((width, index) => ({ width, top: y + index * gap }))
        .map(({ width, top }) => (
          <line key={top} x1={x} y1={top} x2={x + width} y2={top} />
        ))}
    </g>
  );
}

function Qr({ x, y, size }: { x: number; y: number; size: number }) {
  const cell = size / 5;
  const on = [0, 1, 3, 5, 7, 9, 12, 14, 16, 17, 19, 21, 23, 24];
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} fill={PAPER} stroke={INK} strokeWidth="1.5" />
      {on.map((index) => (
        <rect
          key={index}
          x={x + (index % 5) * cell}
          y={y + Math.floor(index / 5) * cell}
          width={cell}
          height={cell}
          fill={INK}
        />
      ))}
    </g>
  );
}

function Check({ x, y, r = 12, color = GREEN }: { x: number; y: number; r?: number; color?: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={color} />
      <path
        d={`M${x - r / 2} ${y} l${r / 3} ${r / 3} l${r * 0.6} ${-r * 0.6}`}
        fill="none"
        stroke={PAPER}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

function Phone({ x, y, children }: { x: number; y: number; children?: ReactNode }) {
  return (
    <g>
      <rect x={x} y={y} width="84" height="150" rx="12" fill={PAPER} stroke={INK} strokeWidth="3" />
      <rect x={x + 32} y={y + 7} width="20" height="4" rx="2" fill={GREY} />
      {children}
    </g>
  );
}

function Paper({
  x,
  y,
  w = 90,
  h = 120,
  children,
}: {
  x: number;
  y: number;
  w?: number;
  h?: number;
  children?: ReactNode;
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="4" fill={PAPER} stroke={INK} strokeWidth="2.5" />
      {children}
    </g>
  );
}

function Arrow({
  x1,
  y1,
  x2,
  y2,
  color = BLUE,
}: {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color?: string;
}) {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = (turn: number) => `${x2 - 9 * Math.cos(angle + turn)},${y2 - 9 * Math.sin(angle + turn)}`;
  return (
    <g stroke={color} strokeWidth="3" strokeLinecap="round" fill="none">
      <line x1={x1} y1={y1} x2={x2} y2={y2} />
      <polyline points={`${head(0.5)} ${x2},${y2} ${head(-0.5)}`} strokeLinejoin="round" />
    </g>
  );
}

const FIGURES = {
  /** A laptop showing a login QR code, a phone scanning it. */
  login: (
    <>
      <rect x="40" y="24" width="170" height="110" rx="6" fill={TINT} stroke={INK} strokeWidth="3" />
      <path
        d="M20 146 h210 l-12 -12 h-186 z"
        fill={GREY}
        stroke={INK}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <Qr x={95} y={44} size={60} />
      <Phone x={220} y={18}>
        <rect
          x="232"
          y="40"
          width="60"
          height="60"
          rx="4"
          fill="none"
          stroke={BLUE}
          strokeWidth="3"
          strokeDasharray="8 6"
        />
        <Check x={262} y={130} />
      </Phone>
    </>
  ),
  /** A paper ballot with choice boxes, a signature and its ballot QR code. */
  ballot: (
    <>
      <Paper x={100} y={14} w={120} h={156}>
        <Lines x={112} y={32} widths={[60, 80]} />
        <Qr x={184} y={24} size={26} />
        {[70, 94, 118].map((y, index) => (
          <g key={y}>
            <rect x="114" y={y - 8} width="14" height="14" fill={PAPER} stroke={INK} strokeWidth="2" />
            {index === 0 ? (
              <path
                d={`M116 ${y} l4 4 l7 -9`}
                fill="none"
                stroke={GREEN}
                strokeWidth="3"
                strokeLinecap="round"
              />
            ) : null}
            <line x1="136" y1={y} x2="200" y2={y} stroke={GREY} strokeWidth="4" strokeLinecap="round" />
          </g>
        ))}
        <path
          d="M150 152 c8 -14 14 6 22 -6 s10 8 18 -2"
          fill="none"
          stroke={BLUE}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </Paper>
      <Arrow x1={40} y1={92} x2={88} y2={92} />
      <rect x="14" y="70" width="26" height="44" rx="3" fill={TINT} stroke={INK} strokeWidth="2" />
      <Arrow x1={232} y1={92} x2={280} y2={92} color={GREEN} />
      <Check x={296} y={92} />
    </>
  ),
  /** The download list: jobs with a progress bar, a finished one and its download button. */
  downloads: (
    <>
      <rect x="30" y="16" width="260" height="150" rx="8" fill={PAPER} stroke={INK} strokeWidth="3" />
      <rect x="30" y="16" width="260" height="26" rx="8" fill={TINT} />
      {[62, 100, 138].map((y, index) => (
        <g key={y}>
          <rect
            x="46"
            y={y - 10}
            width="20"
            height="24"
            rx="2"
            fill={index === 0 ? RED : TINT}
            stroke={INK}
            strokeWidth="1.5"
          />
          <line x1="78" y1={y} x2="170" y2={y} stroke={GREY} strokeWidth="5" strokeLinecap="round" />
          {index === 2 ? (
            <g>
              <rect x="78" y={y + 8} width="92" height="5" rx="2.5" fill={GREY} />
              <rect x="78" y={y + 8} width="52" height="5" rx="2.5" fill={BLUE} />
            </g>
          ) : (
            <Check x={200} y={y + 2} r={9} />
          )}
          {index === 0 ? (
            <g>
              <rect x="222" y={y - 10} width="52" height="24" rx="12" fill={BLUE} />
              <Arrow x1={248} y1={y - 5} x2={248} y2={y + 8} color={PAPER} />
            </g>
          ) : null}
        </g>
      ))}
    </>
  ),
  /** A printer taking A4 paper at actual size, one household per sheet, single-sided. */
  print: (
    <>
      <rect x="60" y="62" width="200" height="70" rx="10" fill={TINT} stroke={INK} strokeWidth="3" />
      <rect x="90" y="20" width="140" height="44" fill={PAPER} stroke={INK} strokeWidth="2.5" />
      <Lines x={104} y={34} widths={[90, 110, 70]} gap={9} />
      <rect x="84" y="118" width="152" height="48" fill={PAPER} stroke={INK} strokeWidth="2.5" />
      <circle cx="236" cy="84" r="6" fill={GREEN} />
      <rect x="18" y="70" width="34" height="50" rx="2" fill={PAPER} stroke={BLUE} strokeWidth="2.5" />
      <text
        x="35"
        y="100"
        fontSize="13"
        textAnchor="middle"
        fill={BLUE}
        fontFamily="sans-serif"
        fontWeight="700"
      >
        A4
      </text>
      <text
        x="290"
        y="104"
        fontSize="15"
        textAnchor="middle"
        fill={BLUE}
        fontFamily="sans-serif"
        fontWeight="700"
      >
        100%
      </text>
    </>
  ),
  /** Ballots carried to each home and the delivery recorded against a list. */
  deliver: (
    <>
      <path
        d="M30 90 l50 -42 l50 42 v70 h-100 z"
        fill={TINT}
        stroke={INK}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="68" y="120" width="24" height="40" fill={PAPER} stroke={INK} strokeWidth="2.5" />
      <rect x="140" y="70" width="44" height="30" rx="3" fill={PAPER} stroke={BLUE} strokeWidth="2.5" />
      <path d="M140 70 l22 16 l22 -16" fill="none" stroke={BLUE} strokeWidth="2.5" />
      <Arrow x1={186} y1={86} x2={128} y2={110} />
      <Paper x={210} y={24} w={90} h={136}>
        {[50, 76, 102, 128].map((y, index) => (
          <g key={y}>
            {index < 3 ? (
              <Check x={228} y={y} r={8} />
            ) : (
              <circle cx="228" cy={y} r="8" fill="none" stroke={GREY} strokeWidth="2" />
            )}
            <line x1="244" y1={y} x2="288" y2={y} stroke={GREY} strokeWidth="4" strokeLinecap="round" />
          </g>
        ))}
      </Paper>
    </>
  ),
  /** A signed paper ballot scanned by its code and entered on the workbench. */
  entry: (
    <>
      <Paper x={20} y={30} w={80} h={110}>
        <Qr x={66} y={38} size={26} />
        <Lines x={30} y={80} widths={[56, 44, 50]} gap={14} />
        <path
          d="M36 126 c6 -10 10 4 16 -4 s8 6 14 -2"
          fill="none"
          stroke={BLUE}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </Paper>
      <Arrow x1={110} y1={85} x2={150} y2={85} />
      <rect x="160" y="26" width="142" height="100" rx="6" fill={PAPER} stroke={INK} strokeWidth="3" />
      <rect x="214" y="126" width="34" height="20" fill={GREY} />
      <rect x="194" y="146" width="74" height="6" rx="3" fill={INK} />
      <Lines x={174} y={48} widths={[80, 60]} gap={14} />
      {[90, 110].map((y, index) => (
        <g key={y}>
          <rect
            x="174"
            y={y - 7}
            width="12"
            height="12"
            fill={index === 0 ? GREEN : PAPER}
            stroke={INK}
            strokeWidth="1.5"
          />
          <line x1="194" y1={y} x2="250" y2={y} stroke={GREY} strokeWidth="4" strokeLinecap="round" />
        </g>
      ))}
      <Check x={278} y={96} r={11} />
    </>
  ),
  /** The owner roster as a table, with mobile and ID numbers masked. */
  roster: (
    <>
      <rect x="20" y="20" width="280" height="140" rx="6" fill={PAPER} stroke={INK} strokeWidth="3" />
      <rect x="20" y="20" width="280" height="28" rx="6" fill={TINT} />
      {[48, 76, 104, 132].map((y) => (
        <line key={y} x1="20" y1={y} x2="300" y2={y} stroke={GREY} strokeWidth="1.5" />
      ))}
      {[90, 170, 240].map((x) => (
        <line key={x} x1={x} y1="20" x2={x} y2="160" stroke={GREY} strokeWidth="1.5" />
      ))}
      {[62, 90, 118, 146].map((y) => (
        <g key={y} fontFamily="monospace" fontSize="12" fill={INK}>
          <line x1="32" y1={y} x2="78" y2={y} stroke={GREY} strokeWidth="4" strokeLinecap="round" />
          <line x1="102" y1={y} x2="150" y2={y} stroke={GREY} strokeWidth="4" strokeLinecap="round" />
          <text x="176" y={y + 4}>
            138****
          </text>
          <text x="248" y={y + 4}>
            **1234
          </text>
        </g>
      ))}
    </>
  ),
  /** The owner's phone showing a ballot receipt with its record hash. */
  receipt: (
    <>
      <Phone x={118} y={14}>
        <Check x={160} y={52} r={14} />
        <Lines x={132} y={82} widths={[56, 40]} gap={12} />
        <rect x="128" y="110" width="64" height="24" rx="4" fill={TINT} stroke={BLUE} strokeWidth="1.5" />
        <text x="160" y="126" fontSize="11" textAnchor="middle" fill={BLUE} fontFamily="monospace">
          #a3f9…7c
        </text>
      </Phone>
      <rect
        x="230"
        y="60"
        width="60"
        height="60"
        rx="6"
        fill="none"
        stroke={GREY}
        strokeWidth="2.5"
        strokeDasharray="6 5"
      />
      <Arrow x1={206} y1={90} x2={226} y2={90} color={GREY} />
      <Arrow x1={30} y1={90} x2={110} y2={90} />
      <Paper x={10} y={62} w={26} h={36} />
    </>
  ),
  /** The published result: bars for agree and disagree, the chain head and a QR code. */
  result: (
    <>
      <Paper x={20} y={14} w={150} h={156}>
        <Lines x={34} y={32} widths={[100, 70]} gap={12} />
        <rect x="34" y="66" width="100" height="12" rx="3" fill={GREEN} />
        <rect x="34" y="86" width="36" height="12" rx="3" fill={RED} />
        <rect x="34" y="106" width="18" height="12" rx="3" fill={GREY} />
        <text x="34" y="148" fontSize="12" fill={BLUE} fontFamily="monospace">
          e81c…42d0
        </text>
        <Qr x={130} y={126} size={30} />
      </Paper>
      <Phone x={210} y={14}>
        <rect x="222" y="40" width="60" height="10" rx="3" fill={GREEN} />
        <rect x="222" y="56" width="22" height="10" rx="3" fill={RED} />
        <text x="252" y="96" fontSize="10" textAnchor="middle" fill={BLUE} fontFamily="monospace">
          e81c…42d0
        </text>
        <Check x={252} y={128} r={12} />
      </Phone>
      <text
        x="190"
        y="98"
        fontSize="24"
        textAnchor="middle"
        fill={INK}
        fontFamily="sans-serif"
        fontWeight="700"
      >
        =
      </text>
    </>
  ),
  /** Records linked into a chain: each holds the hash of the one before; the first links to zeros. */
  chain: (
    <>
      {[14, 118, 222].map((x, index) => (
        <g key={x}>
          <rect
            x={x}
            y="50"
            width="84"
            height="80"
            rx="8"
            fill={index === 2 ? TINT : PAPER}
            stroke={INK}
            strokeWidth="2.5"
          />
          <text x={x + 10} y="72" fontSize="11" fill={index === 0 ? GREY : BLUE} fontFamily="monospace">
            {['0000…', '9b2e…', '51fa…'][index]}
          </text>
          <line x1={x + 10} y1="88" x2={x + 70} y2="88" stroke={GREY} strokeWidth="4" strokeLinecap="round" />
          <line
            x1={x + 10}
            y1="100"
            x2={x + 54}
            y2="100"
            stroke={GREY}
            strokeWidth="4"
            strokeLinecap="round"
          />
          <text x={x + 10} y="120" fontSize="11" fill={INK} fontFamily="monospace" fontWeight="700">
            {['9b2e…', '51fa…', 'e81c…'][index]}
          </text>
          {index < 2 ? <Arrow x1={x + 86} y1={118} x2={x + 102} y2={70} /> : null}
        </g>
      ))}
      <text x="264" y="38" fontSize="12" textAnchor="middle" fill={BLUE} fontFamily="monospace">
        e81c…
      </text>
    </>
  ),
  /** Recomputing a record: its content goes through SHA-256 and must give the stored hash. */
  recompute: (
    <>
      <Paper x={14} y={40} w={80} h={100}>
        <text x="24" y="62" fontSize="11" fill={INK} fontFamily="monospace">
          {'{"prev":'}
        </text>
        <Lines x={24} y={80} widths={[56, 40, 50]} gap={14} />
      </Paper>
      <Arrow x1={100} y1={90} x2={130} y2={90} />
      <circle cx="166" cy="90" r="30" fill={TINT} stroke={BLUE} strokeWidth="3" />
      <text
        x="166"
        y="94"
        fontSize="10"
        textAnchor="middle"
        fill={BLUE}
        fontFamily="sans-serif"
        fontWeight="700"
      >
        SHA-256
      </text>
      <Arrow x1={200} y1={90} x2={226} y2={90} />
      <rect x="232" y="66" width="76" height="22" rx="4" fill={PAPER} stroke={INK} strokeWidth="2" />
      <text x="270" y="81" fontSize="11" textAnchor="middle" fill={INK} fontFamily="monospace">
        51fa…
      </text>
      <rect x="232" y="98" width="76" height="22" rx="4" fill={PAPER} stroke={GREEN} strokeWidth="2" />
      <text x="270" y="113" fontSize="11" textAnchor="middle" fill={GREEN} fontFamily="monospace">
        51fa…
      </text>
      <Check x={270} y={148} r={12} />
    </>
  ),
  /** Something does not match: a broken link flagged in red, then a written objection. */
  problem: (
    <>
      {[20, 110].map((x, index) => (
        <rect
          key={x}
          x={x}
          y="60"
          width="70"
          height="56"
          rx="8"
          fill={PAPER}
          stroke={index === 1 ? RED : INK}
          strokeWidth="2.5"
        />
      ))}
      <path
        d="M94 88 h8 m4 -8 l-6 16 m10 -8 h-2"
        stroke={RED}
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="180" cy="64" r="12" fill={RED} />
      <text
        x="180"
        y="70"
        fontSize="16"
        textAnchor="middle"
        fill={PAPER}
        fontFamily="sans-serif"
        fontWeight="700"
      >
        !
      </text>
      <Arrow x1={196} y1={90} x2={226} y2={90} />
      <Paper x={232} y={36} w={72} h={110}>
        <Lines x={244} y={58} widths={[48, 40, 48, 30]} gap={14} />
        <path
          d="M250 128 c6 -10 10 4 16 -4 s8 6 14 -2"
          fill="none"
          stroke={BLUE}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </Paper>
    </>
  ),
} satisfies Record<string, ReactNode>;

export type FigureKey = keyof typeof FIGURES;

/** One illustration, 320×180, scaled to the column width. */
export function HelpFigure({ name, alt }: { name: FigureKey; alt: string }) {
  return (
    <svg className="help-guide__figure" viewBox="0 0 320 180" role="img" aria-label={alt}>
      <rect width="320" height="180" rx="12" fill="#F7F9FC" />
      {FIGURES[name]}
    </svg>
  );
}
