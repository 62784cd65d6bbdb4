/** The league rulebook and the ten commandments, as data so the pages only lay them out. */

export interface RuleSection {
  title: string;
  intro?: string;
  rules: string[];
}

export const RULES_INTRO =
  'Caps is a duel of patience and flicking fingers. Two sides sit facing each other, each guarding a tumbler with a bottle cap resting on top, and take turns flicking their own cap across the field to knock the other one off. These are the league rules: Singles follows them to the letter, the other game types a little more loosely.';

export const RULE_SECTIONS: RuleSection[] = [
  {
    title: 'What you need',
    rules: [
      'Two tumblers of 680 ml, one for each side. In a casual game a can or a bottle will do, but league games use tumblers.',
      'Two bottle caps to throw, plus one cap resting on top of each tumbler.',
      'Drinks for each player: 3 cans of 354.8 ml or 2 cans of 0.5 l. Easy Caps and Unranked use half of that.',
      'Every drink has at least 3 % alcohol. Alcohol-free beer is for the spectators.',
      'A field 287 cm wide, measured between the two seats, with nothing in between that could stop or deflect a cap.',
      'A seat with a back rest for each player, and a towel within reach. You will need it.',
    ],
  },
  {
    title: 'Setting up',
    rules: [
      'Players sit facing each other with their backs against the back rests; they stay seated for the whole game.',
      'Each tumbler stands on the centre line of the field, at about mid-thigh height, directly in front of its owner.',
      'Rest a cap on top of each tumbler. No practice throws once the cap is on.',
      'Play rock paper scissors: the winner throws first.',
    ],
  },
  {
    title: 'Throwing and sinking',
    rules: [
      'Sides take turns, one throw each, for the whole game. The number of throws stays equal.',
      'On your turn, flick your cap at the opponent\u2019s tumbler. Knock the cap off its top and that is a sink.',
      'A throw that misses, or hits the tumbler without knocking the cap off, simply passes the turn.',
      'A throw out of turn does not count, whatever it hits.',
    ],
  },
  {
    title: 'Rebuttals and points',
    rules: [
      'After a sink the opponent gets exactly one throw to rebut: sink right back and the sink is cancelled.',
      'A successful rebuttal must itself be answered: the chain goes on, sink for sink, for as long as both keep hitting.',
      'The first throw in the chain that misses is a failed rebuttal, and the side that sank last scores one point.',
      'After a point, play continues with normal turns. Every point scored against you is a drink.',
    ],
  },
  {
    title: 'Winning the game',
    rules: [
      'Sudden death: the first side to reach 11 points wins, whatever the other side has.',
      'Overtime: you still need 11 points, but also a lead of 2. At 10\u201310 the game goes on until one side is two points ahead; the league records overtime games up to 21 points.',
      'Beers downed are counted from the points scored against you. In Singles that is 1 beer for 0\u20134 points, 2 beers for 5\u20138 and all 3 beers for 9 or more; in Easy Caps and Unranked the half portion counts as 1.5 beers once the opponent has scored.',
      'Lose 11\u20130 and you owe a naked lap: one lap around the venue in as little as decency and the weather allow. The league keeps a record of it.',
    ],
  },
  {
    title: 'Game types',
    rules: [
      'Singles: one against one with the full portion of drinks. The main ranking of the league.',
      'Easy Caps: one against one with half the drinks. It has its own ranking.',
      'Unranked: one against one with half the drinks, for fun and practice. Stats are kept, points never move.',
      'Doubles: two teams of two. Team members take turns and share the team\u2019s drinks, and teams have their own ranking.',
    ],
  },
  {
    title: 'Playing in the league',
    rules: [
      'After the game, one of the players posts it under Post Game in its mode: game mode, points, sinks and the opponent.',
      'The opponent accepts or rejects it under Games Accepting. Only accepted games count; a game nobody decides on is accepted automatically after a day.',
      'Every player starts on 500 points. When a game is accepted, points move from the loser to the winner by the Elo system: beating a stronger player earns more than beating a weaker one, and one game moves at most 30 points. Unranked games never move points.',
      'You appear on a leaderboard after 5 accepted games of that type. Tournaments are run by the league\u2019s admins.',
      'Anything these rules do not settle is decided by rock paper scissors.',
    ],
  },
];

export const COMMANDMENTS: string[] = [
  'Thou shalt aim for the cap, never for thy opponent.',
  'Thou shalt throw only in thy turn, and let thy opponent throw in peace.',
  'Thou shalt call every sink loud and clear, and never claim one that nobody saw.',
  'Thou shalt rebut on the field, not in the argument afterwards.',
  'Thou shalt drink what the rules demand, for a full tumbler is a heavy conscience.',
  'Thou shalt keep the field clear: no phones, elbows or snacks between the tumblers.',
  'Thou shalt wipe up what thou spillest before the next throw.',
  'Thou shalt post every game thou playest, the losses as faithfully as the wins.',
  'Thou shalt accept an honest post without delay, and reject only what did not happen.',
  'Thou shalt run the naked lap without complaint after losing 11\u20130, and the winners shall cheer thee home.',
];
