package analysis

import (
	"context"

	"github.com/dragonrepl/dragonrepl/analysis/eyes"
)

// Node budgets of the owl stage: the whole stage, and the node limit of
// each question once that is spent.
const (
	owlStageNodeBudget = 5000
	owlStageLateLimit  = 100
	// owlStageDefendBudget is the stage's factor on the node limit of a
	// defence question (direct owl_defend questions get owlDefendBudget).
	owlStageDefendBudget = 2
	// owlStageRetryBudget is the factor for a second defence read of
	// a dragon whose first one ran out of nodes, and owlStageRetryNodes
	// bounds the nodes of all such reads of the stage.
	owlStageRetryBudget = 8
	owlStageRetryNodes  = 8000
	// owlStageEyeSafeLimit is the node limit of each question about a
	// dragon that GNU Go reads but whose genus or lunch makes it look
	// safe (owlReadEyeSafe).
	owlStageEyeSafeLimit = 150
)

// owlStageChoice is what the owl stage does with a dragon.
type owlStageChoice int

const (
	owlRead        owlStageChoice = iota // weak: read within the stage budget
	owlReadEyeSafe                       // weak by moyo and escape only: read with a small limit
	owlSkip                              // safe: owl status unchecked
)

// owlStageSkip decides whether the owl stage reads a dragon (seed 001,
// owl_status: "the owl code is skipped for dragons which appear safe by
// certain heuristics"). As in GNU Go, a dragon is skipped when its crude
// weakness counted without eyes or lunch, as alive, with the escape
// route lowered by 10, is below a threshold that shrinks with its
// effective size. A dragon that is read but whose weakness with its
// genus and lunch counted would be below the threshold is owlReadEyeSafe.
func owlStageSkip(d2 *Dragon2, effSize float64) owlStageChoice {
	limit := max(0.12, 0.32-0.01*effSize) + 0.00001
	esc := float64(d2.EscapeRoute - 10)
	if crudeDragonWeakness(Alive, eyes.EyeValue{}, false, d2.MoyoTerritorialValue, esc) < limit {
		return owlSkip
	}
	if crudeDragonWeakness(Alive, d2.Genus, d2.Lunch != NoMove, d2.MoyoTerritorialValue, esc) < limit {
		return owlReadEyeSafe
	}
	return owlRead
}

// owlStage fills the owl fields of ds (seed 001: owl_status,
// owl_attack_point/code/certain, owl_defense_point/code/certain): owl is
// skipped (status Unchecked) for dragons that look safe before owl
// (owlStageSkip: a crude weakness from moyo and escape route alone,
// counted as alive with the escape route lowered by 10, below a threshold
// that shrinks with the dragon's size, as GNU Go does), and otherwise the
// dragon is ALIVE when owl cannot attack it, DEAD when it is dead as it
// stands (no defence read, owlStageReadsDefence), and after the defence
// read CRITICAL or DEAD (owlStageVerdict). Status and safety follow from
// these in the dragon stage.
//
// The *_certain fields say whether the read finished within its node
// limit (seed 001, owl_attack_certain and owl_defense_certain): a
// dragon called alive because the attack found no kill has no defence
// read of its own, so its owl_defense_code is 0 and its
// owl_defense_certain true (no defence read ran out of nodes).
func owlStage(ctx context.Context, a *Analysis, ds *DragonSet) error {
	return owlStageLimit(ctx, a, ds, 0)
}

// owlStageLimit is owlStage with the node limit of each owl question
// (0: the owl reader's default).
func owlStageLimit(ctx context.Context, a *Analysis, ds *DragonSet, limit int) error {
	o := a.NewOwlReader()
	o.NodeLimit = limit
	o.goals = dragonSetGoals(a, ds)
	o.defendMul = owlStageDefendBudget
	// The dragons GNU Go reads (weak by moyo and escape route alone)
	// whose eyes make them look safe are read last, each with a small
	// node limit outside the stage budget: a dragon with its eyes
	// rarely dies, and a read of it should not starve the weak ones.
	var order, eyeSafe []int
	for d := range ds.dragon2 {
		d2 := &ds.dragon2[d]
		dr := ds.Dragon(d2.Origin)
		switch owlStageSkip(d2, dr.EffectiveSize) {
		case owlSkip:
			d2.OwlStatus = Unchecked
			d2.OwlAttackPoint, d2.OwlDefensePoint = NoMove, NoMove
		case owlReadEyeSafe:
			eyeSafe = append(eyeSafe, d)
		default:
			order = append(order, d)
		}
	}
	nWeak := len(order)
	order = append(order, eyeSafe...)
	extra := int64(0)   // nodes of second defence reads
	checked := int64(0) // nodes of defence checks (owlStageChecksDefence)
	for i, d := range order {
		// A budget for the whole stage keeps a position with many weak
		// dragons within bounds: once it is spent, the remaining
		// dragons are read with a small node limit. The second defence
		// reads (extra nodes) have a bound of their own,
		// owlStageRetryNodes, and do not spend it.
		switch {
		case i >= nWeak:
			o.NodeLimit = owlStageEyeSafeLimit
		case o.Nodes() > owlStageNodeBudget:
			o.NodeLimit = owlStageLateLimit
		default:
			o.NodeLimit = limit
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		d2 := &ds.dragon2[d]
		org := d2.Origin
		dr := ds.Dragon(org)
		att, err := o.Attack(ctx, org)
		if err != nil {
			return err
		}
		if owlStageRetriesAttack(att, dr.CrudeStatus) && i < nWeak && o.NodeLimit == limit && extra < owlStageRetryNodes {
			// The attack read ran out of nodes where its verdict
			// matters: read it again with a longer limit.
			att, err = o.stageReread(ctx, a, org, true, &extra, func(o2 *OwlReader) {
				o2.NodeLimit = owlStageAttackRetryFactor * max(limit, DefaultOwlNodeLimit)
			})
			if err != nil {
				return err
			}
			// The defence read asks the attack question again (its
			// kill is the first defence tried): it gets this answer.
			o.store(owlMemoKey{1, org, NoMove}, att)
		}
		oneMoveKill := false
		if owlStageReadsOneMoveKill(att, dr.CrudeStatus) && i < nWeak && o.NodeLimit == limit && extra < owlStageRetryNodes {
			// The kill of a dragon that looked dead was not read out:
			// read the attack again with the kills after which the
			// goal cannot live even moving twice first.
			r, err := o.stageReread(ctx, a, org, true, &extra, func(o2 *OwlReader) {
				o2.NodeLimit, o2.oneMoveKillsFirst = limit, true
			})
			if err != nil {
				return err
			}
			if r.Code == Win && r.Certain && r.Move != NoMove {
				att, oneMoveKill = r, true
				o.store(owlMemoKey{1, org, NoMove}, att)
			}
		}
		if att.Code == Lose && !att.Certain && dr.Size == a.Worm(org).Size {
			// The read ran out of nodes on a one-string dragon: a
			// tactical capture is an owl attack too.
			if w := a.Worm(org); w.AttackCode() != Lose {
				att.Code, att.Move = w.AttackCode(), w.AttackPoint()
			}
		}
		d2.OwlAttackCode, d2.OwlAttackPoint, d2.OwlAttackCertain = att.Code, att.Move, att.Certain
		d2.OwlSecondAttackPoint, d2.OwlSecondDefensePoint = NoMove, NoMove
		d2.OwlAttackKworm, d2.OwlDefenseKworm = NoMove, NoMove
		if att.Code == Lose && !att.Certain && dr.CrudeStatus == Dead {
			// The read ran out of nodes before it found a kill: an
			// inconclusive owl read does not overturn a dragon that
			// looks dead before owl (no eyes, no escape, no lunch).
			d2.OwlStatus = Dead
			d2.OwlDefenseCode, d2.OwlDefensePoint, d2.OwlDefenseCertain = Lose, NoMove, false
			continue
		}
		if att.Code == Lose {
			// No kill found: alive (seed 001, owl_status). owl_defend is
			// not run, so the defence fields hold a read not made: code
			// 0, no point, and certain, since no defence read ran out of
			// nodes (GNU Go 3.8 prints the same).
			d2.OwlStatus = Alive
			d2.OwlDefenseCode, d2.OwlDefensePoint, d2.OwlDefenseCertain = Lose, NoMove, true
			continue
		}
		if !owlStageReadsDefence(att) {
			d2.OwlStatus = Dead
			d2.OwlDefenseCode, d2.OwlDefensePoint, d2.OwlDefenseCertain = Lose, NoMove, true
			continue
		}
		o.defendMul = owlStageDefendFactor(dr.CrudeStatus)
		def, err := o.Defend(ctx, org)
		if err != nil {
			return err
		}
		if owlStageRetriesDefence(att, def, dr.CrudeStatus, owlStageSmallString(dr.Size, a.Worm(org).Size), extra) ||
			(oneMoveKill && def.Code == Lose && !def.Certain && extra < owlStageRetryNodes) {
			// The defence read ran out of nodes: read it again with
			// the budget of a direct owl_defend. A dragon that looked
			// dead before owl (read again only after an intruder kill
			// or a one-move kill) takes only an outright defence from
			// it: a ko
			// found late in the longer read does not overturn it
			// (ld_owl:161, a tactical ko misread). After a kill that
			// ends the defender's node at once (owlStageReadsOneMoveKill)
			// the read has the contact blocks too.
			d, err := o.stageReread(ctx, a, org, false, &extra, func(o2 *OwlReader) {
				o2.defendMul, o2.contactBlocks = owlStageRetryBudget, oneMoveKill
			})
			if err != nil {
				return err
			}
			if dr.CrudeStatus != Dead || d.Code == Win {
				def = d
			}
		}
		blocksDef := false
		if owlStageReadsContactBlocks(def, dr.CrudeStatus) && i < nWeak && o.NodeLimit == limit && extra < owlStageRetryNodes {
			// The defence read found nothing: read it again with the
			// defender's blocks of an attacker's stone pushed into the
			// edge of the eye space (contactBlocks).
			r, err := o.stageReread(ctx, a, org, false, &extra, func(o2 *OwlReader) {
				o2.defendMul, o2.contactBlocks = 1, true
			})
			if err != nil {
				return err
			}
			if r.Code != Lose {
				def, blocksDef = r, true
			}
		}
		d2.OwlDefenseCode, d2.OwlDefensePoint, d2.OwlDefenseCertain = def.Code, def.Move, def.Certain
		d2.OwlStatus = owlStageVerdict(att, def, dr.CrudeStatus)
		d2.OwlDefensePoint = owlStageDefencePoint(att, def, d2.OwlStatus)
		if owlStageTriesVitalDefence(att, def, d2.OwlStatus) {
			// The defence read found another move: the kill point
			// is the dragon's vital point when it defends too.
			r, err := o.DoesDefend(ctx, att.Move, org)
			if err != nil {
				return err
			}
			if r.Code != Lose && r.Code >= def.Code {
				d2.OwlDefenseCode, d2.OwlDefensePoint = r.Code, att.Move
			}
		}
		if owlStageChecksDefence(d2) && checked < owlStageCheckNodes {
			// The defence is read out only as deep as the defence
			// read's widths allow: check it with a root attack read
			// on the board after it.
			n, err := owlStageCheckDefence(ctx, a, o, d2, limit)
			if err != nil {
				return err
			}
			checked += n
		}
		if owlStageTriesVitalAttack(d2) && !blocksDef && !att.intruderKill && !oneMoveKill {
			// The defence point is the dragon's vital point when it
			// kills too (not one found only with the contact blocks,
			// owlStageReadsContactBlocks, and not after an intruder
			// kill, which kills at once and is the attack point:
			// ld_owl:190 B3, where the defence point A2 kills as
			// well). The check has a reader of its own, so that
			// its nodes do not spend the stage budget of the dragons
			// read after this one, with the limit of the second
			// attack reads.
			o2 := a.NewOwlReader()
			o2.goals = o.goals
			o2.NodeLimit = owlStageAttackRetryFactor * max(o.NodeLimit, DefaultOwlNodeLimit)
			r, err := o2.DoesAttack(ctx, d2.OwlDefensePoint, org)
			if err != nil {
				return err
			}
			if r.Code != Lose && r.Code >= d2.OwlAttackCode {
				d2.OwlAttackCode, d2.OwlAttackPoint = r.Code, d2.OwlDefensePoint
			}
		}
		if d2.OwlStatus == Alive {
			// Both reads cut off: no kill stands, as when the attack
			// finds none.
			d2.OwlAttackCode, d2.OwlAttackPoint = Lose, NoMove
			d2.OwlDefenseCode, d2.OwlDefensePoint = Win, NoMove
		}
	}
	return ctx.Err()
}

// owlStageCheckNodes bounds the nodes of the owl stage's defence checks
// (owlStageCheckDefence): once they have spent it, the remaining critical
// dragons keep their defence unchecked.
const owlStageCheckNodes = 6000

// owlStageChecksDefence reports whether the owl stage checks the defence
// point of the dragon with fields d2 (owlStageCheckDefence): a critical
// dragon with an outright defence (a ko defence already says that the
// attacker has a way).
func owlStageChecksDefence(d2 *Dragon2) bool {
	return d2.OwlStatus == Critical && d2.OwlDefenseCode == Win && d2.OwlDefensePoint != NoMove
}

// owlStageCheckDefence checks the defence point of the critical dragon
// with fields d2 by reading, on the board after the defender's move, the
// attacker's replies that the defence read did not try (owlAttackAfter),
// within the stage's attack limit; it returns the nodes spent. The
// defence read plays each attacker reply one ply below the root, where
// the owl reader tries fewer candidates than at the root (owlWidth), so a
// reply that kills can be left out there. When one of the others is a
// certain outright kill, the defence is false: the killing reply is the
// vital point of the dragon that the defender must take first, and it
// becomes the defence point when it saves the dragon (owl_does_defend
// within the stage's defence limit); else no defence is known, and the
// dragon is dead (its attack point stays: the attacker kills there too).
// GNU Go 3.8 agrees on ld_owl:101 (the kill is the 9th root candidate:
// dead) and ld_owl:63 (the 10th: the first-line point on the other side
// of the eye space, which defends). A cut-off check changes nothing. On
// the perf corpus the checks cost 15k owl nodes (the stage's own reads:
// about 500k) and changed one dragon, away from GNU Go's status: an open
// 9x9 group whose attack after the defence our owl reads as a kill
// (owl_attack after it finds one too).
func owlStageCheckDefence(ctx context.Context, a *Analysis, o *OwlReader, d2 *Dragon2, limit int) (int64, error) {
	org := d2.Origin
	o2 := a.NewOwlReader()
	o2.goals, o2.last = o.goals, o.last
	o2.NodeLimit = max(limit, DefaultOwlNodeLimit)
	defer func() { o.last = o2.last }()
	r, err := owlAttackAfter(ctx, o2, d2.OwlDefensePoint, org)
	if err != nil || r.Code != Win || !r.Certain || r.Move == NoMove {
		return o2.Nodes(), err
	}
	o2.NodeLimit, o2.defendMul = limit, owlStageDefendBudget
	alt, err := o2.DoesDefend(ctx, r.Move, org)
	if err != nil {
		return o2.Nodes(), err
	}
	if alt.Code != Lose {
		d2.OwlDefenseCode, d2.OwlDefensePoint, d2.OwlDefenseCertain = alt.Code, r.Move, alt.Certain
		return o2.Nodes(), nil
	}
	d2.OwlStatus = Dead
	d2.OwlDefenseCode, d2.OwlDefensePoint, d2.OwlDefenseCertain = Lose, NoMove, alt.Certain
	return o2.Nodes(), nil
}

// owlAttackAfter reads, on the board after the defender's move at move
// (which joins the goal of the dragon at p), the attacker's replies that
// a defence read leaves out: the root's candidates (owlWidth at depth 0)
// that are not among the first candidates tried one ply below the root
// (depth 1). Each is read as at the root (the defender answers at depth
// 1); the result is the first that kills outright (Win), else Lose. It is
// Lose when the move cannot be played or is a ko capture.
func owlAttackAfter(ctx context.Context, o *OwlReader, move, p Pos) (OwlResult, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	s, err := o.newSearch(ctx, p)
	if err != nil {
		return OwlResult{}, err
	}
	code, m := Lose, NoMove
	if capRes, ko, ok := s.play(move, s.def, 0, false); ok {
		if capRes == Win && ko == 0 && s.b.At(s.target) == s.def {
			s.goalStones = append(s.goalStones, move)
			code, m = s.attackBeyondWidth()
		}
		s.b.Undo()
	}
	return o.finish(s, code, m), ctxErr(ctx)
}

// attackBeyondWidth is owlAttackAfter's read on the board after the
// defender's move.
func (s *owlSearch) attackBeyondWidth() (ResultCode, Pos) {
	ev := s.evaluate()
	if ev.alive() && s.trustAlive(ev, 0, true) && !s.tacticallyWeak(ev) {
		return Lose, NoMove
	}
	root := append([]Pos(nil), s.attackMoves(ev, 0)...)
	tried := s.attackMoves(ev, 1)
	for _, m := range root {
		if containsPos(tried, m) {
			continue
		}
		if !s.count() {
			break
		}
		capRes, ko, ok := s.play(m, s.att, 0, false)
		if !ok {
			continue
		}
		res := Win
		if s.b.At(s.target) == s.def {
			d, _ := s.defend(1, ko)
			res = d.invert()
		}
		s.b.Undo()
		if minCode(res, capRes) == Win && !s.stopped {
			return Win, m
		}
	}
	return Lose, NoMove
}

// owlStageAttackRetryFactor is the factor on the node limit of the owl
// stage's second attack read (owlStageRetriesAttack).
const owlStageAttackRetryFactor = 3

// owlStageRetriesAttack reports whether the owl stage reads the attack of
// a dragon with crude status crude a second time, with a longer node
// limit, after its first attack read att ran out of nodes (the read
// shares the retry bound owlStageRetryNodes with the second defence
// reads, and is made only while the stage budget lasts). A cut-off attack
// read proves nothing, yet the verdict takes it at its word
// (owlStageVerdict: alive when no kill is found, and alive when the kill
// is not read out but the defence is), so the longer read is given where
// the cut-off most often hides a real kill:
//   - a dragon that looked critical before owl (seed 001, crude_status:
//     its life depends on who moves first) for which no kill is proven;
//   - a dragon not dead before owl whose cut-off read found a ko (the
//     answer counts it as a kill, cutOffKo, and marks it cutKo): the
//     attack is real at least as a ko, and the read stopped while it
//     looked for an outright kill (a corner group whose ko attack at
//     1000 nodes is a clean kill at 1100, owlStageKoCorner).
//
// A dragon that looked dead is left alone (a cut-off read keeps it dead,
// owlStageVerdict), and so are other cut-off reads: on the perf corpus
// a longer read of every cut-off attack of a dragon not dead before owl
// cost 328k nodes (the stage's own reads: 473k) and changed the status of
// nine dragons, two towards GNU Go 3.8's answers and five away; these two
// cases cost 43k nodes and changed three, two towards and one away.
func owlStageRetriesAttack(att OwlResult, crude Status) bool {
	if att.Certain {
		return false
	}
	return crude == Critical || (crude != Dead && (att.Code == KoA || att.Code == KoB || att.cutKo))
}

// owlStageVerdict is the owl status of a dragon whose owl attack att
// found a kill with a move, after its defence read def (crude is the
// dragon's crude status before owl). Cut-off lines count as kills in
// both reads, so a read that ran out of nodes proves nothing:
//   - alive when the kill was not read out and the defence read finds
//     that the dragon lives without a move, or finishes with a defence
//     while the dragon did not look critical before owl (GNU Go called 23
//     of the 28 such dragons of the perf corpus alive; for crude critical
//     dragons an unproven kill is most often real, as in the ld_owl
//     regression shapes, so they stay critical);
//   - critical when a defence is found;
//   - dead when the defence read finished without one, or ran out of
//     nodes for a dragon that looked dead before owl;
//   - otherwise (only the defence read was cut off) critical when the
//     kill was read out, and alive when the attack read ran out of nodes
//     too, as neither the kill nor the failure to defend is proven (such
//     dragons were critical where GNU Go found them alive: 19 of the 22
//     disagreements of this kind on the first 40 perf corpus positions).
func owlStageVerdict(att, def OwlResult, crude Status) Status {
	switch {
	case def.Code != Lose && !att.Certain && (def.Move == NoMove || (def.Certain && crude != Critical)):
		return Alive
	case def.Code != Lose:
		return Critical
	case def.Certain || crude == Dead:
		return Dead
	case att.Certain:
		return Critical
	default:
		return Alive
	}
}

// owlStageDefencePoint is the owl_defense_point of a dragon with owl
// status st after its attack read att and defence read def: the defence
// read's move, except for a dragon that is critical because its kill is
// read out while its defence read ran out of nodes (owlStageVerdict).
// That read gives no move, yet a critical dragon has one (seed 001:
// critical means that whoever moves first decides the dragon's fate), and
// the point where the read-out kill starts is the dragon's vital point:
// taken by the defender, it is where the attacker can no longer start.
func owlStageDefencePoint(att, def OwlResult, st Status) Pos {
	if st == Critical && def.Code == Lose {
		return att.Move
	}
	return def.Move
}

// owlStageTriesVitalDefence reports whether the owl stage asks if the
// kill att.Move of a dragon with owl status st also defends it, after its
// defence read def found another move. A critical dragon's fate is
// decided by who moves first (seed 001), and the point where the kill
// starts is most often the dragon's vital point, which the defender wants
// as much as the attacker (GNU Go 3.8 names the same point for both in
// 127 of the 219 critical dragons of the perf corpus); when it saves the
// dragon as well as the move the read found, with a result as good, it
// is the owl_defense_point. The check is an owl_does_defend read within
// the stage's limits.
func owlStageTriesVitalDefence(att, def OwlResult, st Status) bool {
	return st == Critical && def.Code != Lose && def.Move != NoMove &&
		att.Move != NoMove && def.Move != att.Move
}

// owlStageTriesVitalAttack reports whether the owl stage asks if the
// defence point of the dragon with fields d2 (after the vital defence
// check, owlStageTriesVitalDefence) also kills it: for a critical dragon
// whose attack and defence points differ. Whoever moves first decides a
// critical dragon's fate (seed 001), and the point the defender needs is
// most often the one the attacker wants; when the attacker's stone there
// kills as well, with a result as good as the attack read's, it is the
// owl_attack_point: the attack read answers the first kill it finds,
// which in a corner is often a move that kills only because it also
// threatens something else (ld_owl:50: S18 kills, but T18, the defence
// point, is GNU Go 3.8's and the vital point). On the perf corpus this
// changed the attack point of 12 of the 145 dragons both engines call
// critical: 6 to GNU Go's point, 3 away from it (126 -> 129 the same).
// The statuses do not change (the check reads with its own reader).
func owlStageTriesVitalAttack(d2 *Dragon2) bool {
	return d2.OwlStatus == Critical && d2.OwlDefensePoint != NoMove && d2.OwlAttackPoint != NoMove &&
		d2.OwlDefensePoint != d2.OwlAttackPoint
}

// owlStageDefendFactor is the factor on the node limit of the stage's
// defence read of a dragon with crude status crude: owlStageDefendBudget,
// but only 1 for a dragon that looked dead before owl. Such a dragon
// stays dead when its defence read runs out of nodes (owlStageVerdict),
// so a longer read only matters when it finds a defence late; on the
// perf corpus these reads spent 70k of the stage's 536k nodes running
// out at twice the limit, and 5 of their 61 found defences came after
// the first 1000 nodes. The nodes go to the stage budget instead, which
// reaches more dragons with the full limit.
func owlStageDefendFactor(crude Status) int {
	if crude == Dead {
		return 1
	}
	return owlStageDefendBudget
}

// stageReread runs one of the owl stage's second reads of the dragon at
// org (its attack when attack is set, otherwise its defence) on a reader
// of its own that shares o's goal cache and the last search's static
// evaluations; set gives it the read's limits and options. The nodes it
// spends are added to *extra (the stage's retry bound, owlStageRetryNodes)
// and its last search is handed back to o.
func (o *OwlReader) stageReread(ctx context.Context, a *Analysis, org Pos, attack bool, extra *int64, set func(o2 *OwlReader)) (OwlResult, error) {
	o2 := a.NewOwlReader()
	o2.goals, o2.last = o.goals, o.last
	set(o2)
	read := o2.Defend
	if attack {
		read = o2.Attack
	}
	r, err := read(ctx, org)
	if err != nil {
		return r, err
	}
	*extra += o2.Nodes()
	o.last = o2.last
	return r, nil
}

// owlStageReadsContactBlocks reports whether the owl stage reads the
// defence of a dragon with crude status crude a second time with the
// defender's contact blocks (contactBlocks: the block under an attacker's
// small string pushed into the edge of the eye space), after its first
// defence read def finished without a defence: only for a dragon that
// looked dead before owl, whose first read used the smaller node limit
// (owlStageDefendFactor), only when that read was complete (a cut-off
// read is the budget's doing, not the width's), and only when it met a
// node whose moves the blocks would have changed (def.blocksMissed;
// otherwise the second read would read the same tree). The blocks are
// off in the stage's own reads: they are answers below the root, past
// the width, that a direct owl_defend reads with its larger budget, and
// in all the stage's reads they cost defences elsewhere
// (docs/notes/owl.md). GNU Go regression ld_owl:173: the corner C17,
// dead before owl, lives by C19, and after the attacker's B18 there only
// by the block A18 under it, past the width at depth 2. On the perf
// corpus these reads (68, 33k owl nodes against the stage's 514k)
// changed no dragon. The defence point so found is not taken as the
// attack point too (owlStageTriesVitalAttack): it starts a narrow line,
// not the vital point of the eye space that both sides want, and in a
// dragon with no eyes nearly every attacker move inside the space kills
// (ld_owl:173: C19 kills too; GNU Go 3.8 names C18).
func owlStageReadsContactBlocks(def OwlResult, crude Status) bool {
	return def.Code == Lose && def.Certain && def.blocksMissed && crude == Dead
}

// owlStageReadsOneMoveKill reports whether the owl stage reads the
// attack of a dragon with crude status crude a second time, with the
// static kills after which the goal has no two-move life first
// (OwlReader.oneMoveKillsFirst), after its first attack read att found a
// kill it did not read out: only for a dragon that looked dead before
// owl. Such a dragon stays dead when its defence read is cut off, so the
// cut-off kill decides nothing; a kill that ends the defender's node at
// once is certain, and the dragon then gets the longer defence read
// with the contact blocks (outright defences only) and keeps that kill
// as its attack point. GNU Go regression ld_owl:152 (tripod1 R17): the
// first read tries Q19, after which the goal has two eyes if it moves
// twice (1112) and the read is cut off at 1028 nodes; S17 kills at once;
// the defence T17 needs the blocks and 1261 nodes.
func owlStageReadsOneMoveKill(att OwlResult, crude Status) bool {
	return crude == Dead && att.Code == Win && !att.Certain && att.Move != NoMove
}

// owlStageReadsDefence reports whether the owl stage reads the defence
// of a dragon after the owl attack att found a kill: not when the kill
// needs no move (the dragon is dead as it stands, so there is no attack
// to answer; GNU Go reads the defence only of a dragon with an attack
// point). Such a dragon is dead with a certain failed defence.
func owlStageReadsDefence(att OwlResult) bool {
	return att.Code != Lose && att.Move != NoMove
}

// owlStageRetriesDefence reports whether the owl stage reads the defence
// of a dragon a second time, with the budget of a direct owl_defend, after
// its first defence read def ran out of nodes (cut-off lines count as
// kills): only for a dragon that did not look dead before owl, or whose
// kill is an intruder kill (OwlResult.intruderKill: one attacker move
// makes it hopeless, so the defender moving first has a chance; ld_owl:190
// needs 3300 nodes for its defence A2), whose kill att is read out, while
// the stage's retry budget lasts (extra nodes
// spent on retries so far), and not for a small lone string
// (owlStageSmallString). Such a string's fate is mostly tactical (the
// worm's attack and defence codes); its failed defence read leaves it
// critical, and its retries were the costliest reads of the perf corpus
// (8000 nodes for one stone) without changing any dragon_status answer.
func owlStageRetriesDefence(att, def OwlResult, crude Status, smallString bool, extra int64) bool {
	return def.Code == Lose && !def.Certain && att.Certain && att.Move != NoMove &&
		(crude != Dead || att.intruderKill) && !smallString && extra < owlStageRetryNodes
}

// owlStageRetryMinStones is the size from which a dragon of one string
// gets a second defence read.
const owlStageRetryMinStones = 2

// owlStageSmallString reports whether a dragon of size stones whose
// origin string has wormSize stones is one string of fewer than
// owlStageRetryMinStones stones, a lone stone. A string of two or more
// stones, such as a corner group solidly connected, is a life-and-death
// problem like a dragon of several strings: its first defence read
// running out of nodes proves nothing, and the second read is what shows
// it dead, or finds its defence (a two-stone corner string saved by a
// ko, owlStageTwoStoneCorner). On the perf corpus two dragons are
// two-stone strings whose first defence read runs out of nodes.
func owlStageSmallString(size, wormSize int) bool {
	return size == wormSize && size < owlStageRetryMinStones
}

// dragonSetGoals returns the goal function of an owl reader that takes
// the goal from the dragon set: the stones of the dragon at p, and as safe
// friendly stones the invincible worms and the dragons whose crude status
// is alive.
func dragonSetGoals(a *Analysis, ds *DragonSet) func(ctx context.Context, p Pos) ([]Pos, PointSet, error) {
	return func(ctx context.Context, p Pos) ([]Pos, PointSet, error) {
		d := ds.ID(p)
		if d < 0 {
			return nil, PointSet{}, nil
		}
		b := a.pos.Board()
		safe := owlSafeStones(b, a, func(q Pos) bool {
			dq := ds.Dragon(q)
			return dq.ID != d && dq.CrudeStatus == Alive
		})
		return ds.Stones(d), safe, nil
	}
}
