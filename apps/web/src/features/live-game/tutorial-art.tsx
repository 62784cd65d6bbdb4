/** Our own drawings for the three tutorial pages: the flip board, the rebuttal board and "good luck". */
import { tokens } from '../../ui/design-tokens.ts';
import { capPath } from '../../ui/cap-shape.ts';
import { useT } from '../../i18n/use-t.ts';

const RED = tokens.accent;
const GREEN = tokens.win;
const TEXT = tokens.text;
const MUTED = tokens.textSecondary;
const CARD = tokens.background;

interface BoardProps {
  top: number;
  bottom: number;
  topStroke: string;
  bottomStroke: string;
}

/** Two stacked scoreboard halves with their points. */
function Board({ top, bottom, topStroke, bottomStroke }: BoardProps) {
  const t = useT();
  return (
    <g>
      <path
        d="M70 24h120a18 18 0 0 1 18 18v98a4 4 0 0 1-4 4H56a4 4 0 0 1-4-4V42a18 18 0 0 1 18-18z"
        fill={CARD}
        stroke={topStroke}
        strokeWidth={5}
      />
      <path
        d="M56 152h148a4 4 0 0 1 4 4v98a18 18 0 0 1-18 18H70a18 18 0 0 1-18-18v-98a4 4 0 0 1 4-4z"
        fill={CARD}
        stroke={bottomStroke}
        strokeWidth={5}
      />
      <text x={72} y={50} fill={MUTED} fontSize={15} fontWeight={700}>
        {t('liveGame.tutorial.artYou')}
      </text>
      <text x={72} y={176} fill={MUTED} fontSize={15} fontWeight={700}>
        {t('liveGame.tutorial.artOpponent')}
      </text>
      <text x={130} y={122} fill={TEXT} fontSize={58} fontWeight={800} textAnchor="middle">
        {top}
      </text>
      <text x={130} y={248} fill={TEXT} fontSize={58} fontWeight={800} textAnchor="middle">
        {bottom}
      </text>
    </g>
  );
}

/** A curved arrow beside the board: down for the top card, up for the bottom one. */
function FlipArrow({ y, down, colour }: { y: number; down: boolean; colour: string }) {
  const d = down ? `M224 ${y}c34 8 34 56 6 70` : `M224 ${y}c34 -8 34 -56 6 -70`;
  const tip = down ? y + 70 : y - 70;
  const head = down ? `M222 ${tip - 12}l8 12-14 4` : `M222 ${tip + 12}l8 -12-14 -4`;
  return (
    <g fill="none" stroke={colour} strokeWidth={5} strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
      <path d={head} />
    </g>
  );
}

/** Page 1: sink, then flip your card down (or the opponent's up). */
export function MainGameArt() {
  const t = useT();
  return (
    <svg viewBox="0 0 290 296" width="100%" height="100%" role="img" aria-label={t('liveGame.tutorial.flipArt')}>
      <Board top={5} bottom={8} topStroke={RED} bottomStroke={RED} />
      <FlipArrow y={52} down colour={GREEN} />
      <FlipArrow y={244} down={false} colour={RED} />
    </svg>
  );
}

/** Page 2: the side that must rebut is outlined green. */
export function RebuttalArt() {
  const t = useT();
  return (
    <svg viewBox="0 0 290 296" width="100%" height="100%" role="img" aria-label={t('liveGame.tutorial.rebuttalArt')}>
      <Board top={5} bottom={8} topStroke={GREEN} bottomStroke={RED} />
      <rect x={150} y={34} width={50} height={22} rx={11} fill={GREEN} />
      <text x={175} y={50} fill="#04140b" fontSize={12} fontWeight={800} textAnchor="middle">
        {t('liveGame.tutorial.artRebut')}
      </text>
      <FlipArrow y={52} down colour={GREEN} />
      <FlipArrow y={244} down={false} colour={RED} />
    </svg>
  );
}

/** Page 3: a cap arcing into a tumbler, and "GLHF". */
export function GoodLuckArt() {
  const t = useT();
  return (
    <svg viewBox="0 0 290 296" width="100%" height="100%" role="img" aria-label={t('liveGame.tutorial.glhfTitle')}>
      <path
        d="M40 150C70 60 150 40 196 118"
        fill="none"
        stroke={MUTED}
        strokeWidth={3}
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <g transform="rotate(-18 52 140)">
        <path d={capPath(52, 140, 22, 0.14)} fill={RED} />
        <circle cx={52} cy={140} r={13} fill="none" stroke={CARD} strokeOpacity={0.5} strokeWidth={2} />
      </g>
      <path
        d="M172 128h64l-8 92a8 8 0 0 1-8 7h-32a8 8 0 0 1-8-7z"
        fill="none"
        stroke={TEXT}
        strokeWidth={5}
        strokeLinejoin="round"
      />
      <path d="M178 160h52" stroke={RED} strokeWidth={4} strokeLinecap="round" />
      <text
        x={145}
        y={282}
        fill="none"
        stroke={TEXT}
        strokeWidth={2.5}
        fontSize={54}
        fontWeight={900}
        textAnchor="middle"
        letterSpacing={6}
      >
        {t('liveGame.tutorial.artGlhf')}
      </text>
    </svg>
  );
}
