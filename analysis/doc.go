// Package analysis reimplements GNU Go 3.8's position analysis from its
// manual (the seed chapters): the board, the worm array, tactical reading,
// unconditional life and, in later stages, eyes and dragons.
//
// # Use
//
// A Config says how much to compute; its zero value is a usable default:
//
//	a, err := analysis.Config{Level: analysis.Worms}.Analyze(ctx, &pos)
//	w := a.Worm(analysis.POS(3, 3)) // worm data at D16
//	code, move, err := a.FindDefense(ctx, w.Origin)
//
// The Analysis never changes after Analyze returns; reading questions run
// on a private copy of the position.
//
// # GNU Go stages and where their results live
//
// GNU Go collects its data in examine_position(how_much); Config.Level
// plays the role of how_much. Each stage is an unexported function of this
// package, run in this order:
//
//   - Board, strings, liberties (GNU Go's board.c): Board (Play, Trymove,
//     Undo, CountLib, Liberties, Origin, Hash), Position as an immutable
//     snapshot.
//   - make_worms (seed 000, "Worms"): makeWorms fills the worm array, read
//     with Analysis.Worm(p) and Analysis.Worms() (indexed by Pos like GNU
//     Go's worm[]). Field by field:
//     color, size, origin, liberties → Worm.Color, Size, Origin, Liberties;
//     effective_size → Worm.EffectiveSize (effectiveSizes);
//     liberties2..4 → Worm.Liberties2..4 (higherLiberties);
//     cutstone → Worm.Cutstone (cutstone); genus → Worm.Genus (genus);
//     lunch → Worm.Lunch (findLunch); inessential → Worm.Inessential
//     (examineCavity); attack/defense points and codes →
//     Worm.AttackPoints/AttackCodes, DefensePoints/DefenseCodes (tactical
//     reading); threat points → Worm.AttackThreatPoints/…Codes and
//     DefenseThreatPoints/…Codes.
//   - unconditional_life (seed 000, "invincible" and
//     "unconditional_status"): unconditionalLife, run for White then Black;
//     results in Worm.Invincible and Worm.UnconditionalStatus (also for
//     empty points: WhiteTerritory, BlackTerritory).
//   - Tactical reading (attack, find_defense, does_attack, does_defend,
//     attack_either, defend_both, simple_ladder): Reader on any *Board, and
//     Analysis.Attack / Analysis.FindDefense on the analysed position.
//     Results are ResultCode values with GNU Go's numbering (Win, KoA, KoB,
//     Lose); ResultCode.GTP gives the GTP numbering.
//   - find_cuts (cutstone2): computed with the dragons; Worm.Cutstone2 is 0
//     at the Worms level, as GNU Go's worm_data shows it after its worm
//     stage.
//   - Eyes, dragons and owl (seeds 001–004): later levels (EyesLevel,
//     DragonsWithoutOwl, Dragons).
//
// Status and ResultCode print GNU Go's names, so dumps compare directly
// with GNU Go's GTP output.
package analysis
