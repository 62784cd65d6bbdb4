/** The rulebook (/rules) and the ten commandments (/10commandments). */
export const rules = {
  'rules.title': 'Rules',
  'rules.intro':
    'Caps is a duel of patience and flicking fingers. Two sides sit facing each other, each guarding a tumbler with a bottle cap resting on top, and take turns flicking their own cap across the field to knock the other one off. These are the league rules: Singles follows them to the letter, the other game types a little more loosely.',

  'rules.need.title': 'What you need',
  'rules.need.1':
    'Two tumblers of 680 ml, one for each side. In a casual game a can or a bottle will do, but league games use tumblers.',
  'rules.need.2': 'Two bottle caps to throw, plus one cap resting on top of each tumbler.',
  'rules.need.3':
    'Drinks for each player: 3 cans of 354.8 ml or 2 cans of 0.5 l. Easy Caps and Unranked use half of that.',
  'rules.need.4': 'Every drink has at least 3 % alcohol. Alcohol-free beer is for the spectators.',
  'rules.need.5':
    'A field 287 cm wide, measured between the two seats, with nothing in between that could stop or deflect a cap.',
  'rules.need.6': 'A seat with a back rest for each player, and a towel within reach. You will need it.',

  'rules.setup.title': 'Setting up',
  'rules.setup.1':
    'Players sit facing each other with their backs against the back rests; they stay seated for the whole game.',
  'rules.setup.2':
    'Each tumbler stands on the centre line of the field, at about mid-thigh height, directly in front of its owner.',
  'rules.setup.3': 'Rest a cap on top of each tumbler. No practice throws once the cap is on.',
  'rules.setup.4': 'Play rock paper scissors: the winner throws first.',

  'rules.throwing.title': 'Throwing and sinking',
  'rules.throwing.1': 'Sides take turns, one throw each, for the whole game. The number of throws stays equal.',
  'rules.throwing.2':
    'On your turn, flick your cap at the opponent\u2019s tumbler. Knock the cap off its top and that is a sink.',
  'rules.throwing.3': 'A throw that misses, or hits the tumbler without knocking the cap off, simply passes the turn.',
  'rules.throwing.4': 'A throw out of turn does not count, whatever it hits.',

  'rules.rebuttals.title': 'Rebuttals and points',
  'rules.rebuttals.1':
    'After a sink the opponent gets exactly one throw to rebut: sink right back and the sink is cancelled.',
  'rules.rebuttals.2':
    'A successful rebuttal must itself be answered: the chain goes on, sink for sink, for as long as both keep hitting.',
  'rules.rebuttals.3':
    'The first throw in the chain that misses is a failed rebuttal, and the side that sank last scores one point.',
  'rules.rebuttals.4': 'After a point, play continues with normal turns. Every point scored against you is a drink.',

  'rules.winning.title': 'Winning the game',
  'rules.winning.1': 'Sudden death: the first side to reach {points} points wins, whatever the other side has.',
  'rules.winning.2':
    'Overtime: you still need {points} points, but also a lead of {lead}. At {tied}\u2013{tied} the game goes on until one side is two points ahead; the league records overtime games up to {max} points.',
  'rules.winning.3':
    'Beers downed are counted from the points scored against you. In Singles that is 1 beer for 0\u20134 points, 2 beers for 5\u20138 and all 3 beers for 9 or more; in Easy Caps and Unranked the half portion counts as 1.5 beers once the opponent has scored.',
  'rules.winning.4':
    'Lose 11\u20130 and you owe a naked lap: one lap around the venue in as little as decency and the weather allow. The league keeps a record of it.',

  'rules.types.title': 'Game types',
  'rules.types.1': 'Singles: one against one with the full portion of drinks. The main ranking of the league.',
  'rules.types.2': 'Easy Caps: one against one with half the drinks. It has its own ranking.',
  'rules.types.3':
    'Unranked: one against one with half the drinks, for fun and practice. Stats are kept, points never move.',
  'rules.types.4':
    'Doubles: two teams of two. Team members take turns and share the team\u2019s drinks, and teams have their own ranking.',

  'rules.league.title': 'Playing in the league',
  'rules.league.1':
    'After the game, one of the players posts it under Post Game in its mode: game mode, points, sinks and the opponent.',
  'rules.league.2':
    'The opponent accepts or rejects it under Games Accepting. Only accepted games count; a game nobody decides on is accepted automatically after a day.',
  'rules.league.3':
    'Every player starts on {startingPoints} points. When a game is accepted, points move from the loser to the winner by the Elo system: beating a stronger player earns more than beating a weaker one, and one game moves at most {maxMove} points. Unranked games never move points.',
  'rules.league.4':
    'You appear on a leaderboard after {games} accepted games of that type. Tournaments are run by the league\u2019s admins.',
  'rules.league.5': 'Anything these rules do not settle is decided by rock paper scissors.',

  'commandments.title': '10 Commandments',
  'commandments.intro': 'The rules say how to score. These say how to behave while doing it.',
  'commandments.1': 'Thou shalt aim for the cap, never for thy opponent.',
  'commandments.2': 'Thou shalt throw only in thy turn, and let thy opponent throw in peace.',
  'commandments.3': 'Thou shalt call every sink loud and clear, and never claim one that nobody saw.',
  'commandments.4': 'Thou shalt rebut on the field, not in the argument afterwards.',
  'commandments.5': 'Thou shalt drink what the rules demand, for a full tumbler is a heavy conscience.',
  'commandments.6': 'Thou shalt keep the field clear: no phones, elbows or snacks between the tumblers.',
  'commandments.7': 'Thou shalt wipe up what thou spillest before the next throw.',
  'commandments.8': 'Thou shalt post every game thou playest, the losses as faithfully as the wins.',
  'commandments.9': 'Thou shalt accept an honest post without delay, and reject only what did not happen.',
  'commandments.10':
    'Thou shalt run the naked lap without complaint after losing 11\u20130, and the winners shall cheer thee home.',
} as const;
