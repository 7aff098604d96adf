package analysis

// StringStatus is the tactical status of a string as the optics use it:
// the result codes and points of its best attack and defence (seed 000,
// "Worms": attack_code, attack_point, defense_code, defense_point).
type StringStatus struct {
	AttackCode, DefenseCode   ResultCode
	AttackPoint, DefensePoint Pos
}

// TacticalStatus supplies the tactical status of the strings of the board
// the optics are computed on. The optics of an analysed position use the
// position's worms; a caller that computes optics on a board it has moved
// on (the owl's node evaluation, through Optics.domainsOver,
// topologicalEye and diagonal) supplies the status of the board in hand,
// since the worms' codes go stale once moves are played: see
// BoardTactics. The diagonal values of half and false eyes (seed 003,
// "Topology of Half Eyes and False Eyes": an enemy stone on a diagonal
// counts by whether it can be captured) and the false margins (seed 003,
// "False Margins") read it.
type TacticalStatus interface {
	// StringStatus returns the status of the string at str on b.
	StringStatus(b *Board, str Pos) StringStatus
}

// stringStatus returns the status of the string at p: from o's tactics if
// set, otherwise from the analysed position's worms.
func (o *Optics) stringStatus(b *Board, p Pos) StringStatus {
	if o.tactics != nil {
		return o.tactics.StringStatus(b, p)
	}
	w := o.a.Worm(p)
	return StringStatus{
		AttackCode: w.AttackCode(), AttackPoint: w.AttackPoint(),
		DefenseCode: w.DefenseCode(), DefensePoint: w.DefensePoint(),
	}
}

// BoardTactics is a TacticalStatus that reads the strings of the board in
// hand with R, each question bounded by NodeLimit nodes (0: R's own
// limit), and remembers the answers by string origin. It describes one
// board state: make a new one (or call Reset) after the board changes,
// e.g. one per owl node. A string that cannot be attacked has defence
// code Lose and no defence point, as a worm's status reads.
type BoardTactics struct {
	R         *Reader
	NodeLimit int
	memo      map[Pos]StringStatus
}

// Reset forgets the remembered answers (the board has changed).
func (t *BoardTactics) Reset() { clear(t.memo) }

// StringStatus reads the attack on the string at str and, if it can be
// attacked, its defence.
func (t *BoardTactics) StringStatus(b *Board, str Pos) StringStatus {
	if !b.At(str).IsStone() {
		return StringStatus{AttackPoint: NoMove, DefensePoint: NoMove}
	}
	org := b.Origin(str)
	if s, ok := t.memo[org]; ok {
		return s
	}
	lim := t.R.NodeLimit
	if t.NodeLimit > 0 {
		t.R.NodeLimit = t.NodeLimit
	}
	s := StringStatus{AttackPoint: NoMove, DefensePoint: NoMove}
	s.AttackCode, s.AttackPoint = t.R.Attack(b, org)
	if s.AttackCode != Lose {
		s.DefenseCode, s.DefensePoint = t.R.FindDefense(b, org)
	}
	t.R.NodeLimit = lim
	if t.memo == nil {
		t.memo = make(map[Pos]StringStatus)
	}
	t.memo[org] = s
	return s
}
