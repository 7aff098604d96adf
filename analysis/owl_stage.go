package analysis

import "context"

// Node budgets of the owl stage: the whole stage, and the node limit of
// each question once that is spent.
const (
	owlStageNodeBudget = 3000
	owlStageLateLimit  = 100
	// owlStageDefendBudget is the stage's factor on the node limit of a
	// defence question (direct owl_defend questions get owlDefendBudget).
	owlStageDefendBudget = 2
	// owlStageRetryBudget is the factor for a second defence read of
	// a dragon whose first one ran out of nodes, and owlStageRetryNodes
	// bounds the nodes of all such reads of the stage.
	owlStageRetryBudget = 8
	owlStageRetryNodes  = 8000
)

// owlStage fills the owl fields of ds (seed 001: owl_status,
// owl_attack_point/code/certain, owl_defense_point/code/certain): owl is
// skipped (status Unchecked) for dragons that look safe before owl — a
// crude weakness, counted as alive with the escape route lowered by 10,
// below a threshold that shrinks with the dragon's size, as GNU Go does
// — and otherwise the dragon is ALIVE when owl cannot attack it, CRITICAL
// when it can be attacked and defended, and DEAD when it cannot be
// defended. Status and safety follow from these in the dragon stage.
//
// The *_certain fields say whether the read finished within its node
// limit (seed 001, owl_attack_certain and owl_defense_certain): a
// dragon called alive because the attack found no kill has no defence
// read of its own, so its owl_defense_certain is that of the attack
// read.
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
	used, extra := int64(0), int64(0)
	for d := range ds.dragon2 {
		// A budget for the whole stage keeps a position with many weak
		// dragons within bounds: once it is spent, the remaining
		// dragons are read with a small node limit.
		if used = o.Nodes() + extra; used > owlStageNodeBudget {
			o.NodeLimit = owlStageLateLimit
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		d2 := &ds.dragon2[d]
		org := d2.Origin
		dr := ds.Dragon(org)
		limit := max(0.12, 0.32-0.01*dr.EffectiveSize) + 0.00001
		if crudeDragonWeakness(Alive, d2.Genus, d2.Lunch != NoMove, d2.MoyoTerritorialValue,
			float64(d2.EscapeRoute-10)) < limit {
			d2.OwlStatus = Unchecked
			d2.OwlAttackPoint, d2.OwlDefensePoint = NoMove, NoMove
			continue
		}
		att, err := o.Attack(ctx, org)
		if err != nil {
			return err
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
			// No kill found: alive, as certainly as the attack read
			// finished within its node limit.
			d2.OwlStatus = Alive
			d2.OwlDefenseCode, d2.OwlDefensePoint, d2.OwlDefenseCertain = Win, NoMove, att.Certain
			continue
		}
		def, err := o.Defend(ctx, org)
		if err != nil {
			return err
		}
		if owlStageRetriesDefence(att, def, dr.CrudeStatus, dr.Size == a.Worm(org).Size, extra) {
			// The defence read ran out of nodes: read it again with
			// the budget of a direct owl_defend.
			o2 := a.NewOwlReader()
			o2.goals, o2.defendMul = o.goals, owlStageRetryBudget
			if def, err = o2.Defend(ctx, org); err != nil {
				return err
			}
			extra += o2.Nodes()
		}
		d2.OwlDefenseCode, d2.OwlDefensePoint, d2.OwlDefenseCertain = def.Code, def.Move, def.Certain
		if def.Code != Lose && att.Move != NoMove {
			d2.OwlStatus = Critical
		} else if def.Code == Lose && !def.Certain && dr.CrudeStatus != Dead && att.Move != NoMove {
			// The defence read ran out of nodes (its cut-off lines
			// count as kills): a dragon that did not look dead before
			// owl is unsettled, not dead.
			d2.OwlStatus = Critical
		} else {
			d2.OwlStatus = Dead
		}
	}
	return ctx.Err()
}

// owlStageRetriesDefence reports whether the owl stage reads the defence
// of a dragon a second time, with the budget of a direct owl_defend, after
// its first defence read def ran out of nodes (cut-off lines count as
// kills): only for a dragon that did not look dead before owl, whose kill
// att is read out, while the stage's retry budget lasts (extra nodes
// spent on retries so far), and not for a dragon of one worm. A lone
// string's fate is mostly tactical (the worm's attack and defence codes);
// its failed defence read leaves it critical, and its retries were the
// costliest reads of the perf corpus (8000 nodes for one stone) without
// changing any dragon_status answer.
func owlStageRetriesDefence(att, def OwlResult, crude Status, oneWorm bool, extra int64) bool {
	return def.Code == Lose && !def.Certain && att.Certain && att.Move != NoMove &&
		crude != Dead && !oneWorm && extra < owlStageRetryNodes
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
