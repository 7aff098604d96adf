package analysis

import (
	"errors"
	"fmt"
	"math/bits"
)

// libWords is the number of 64-bit words of a point set over all Pos values.
const libWords = (NumPos + 63) / 64

// PointSet is a set of board points as a bit set indexed by Pos. Iterating
// it visits points in increasing Pos order, which is GNU Go's board order
// (top row first, left to right), so lists built from it are sorted the way
// GTP prints vertex lists.
type PointSet [libWords]uint64

// Add inserts p.
func (s *PointSet) Add(p Pos) { s[p>>6] |= 1 << (uint(p) & 63) }

// Remove deletes p.
func (s *PointSet) Remove(p Pos) { s[p>>6] &^= 1 << (uint(p) & 63) }

// Has reports whether p is in the set.
func (s *PointSet) Has(p Pos) bool { return s[p>>6]&(1<<(uint(p)&63)) != 0 }

// Len returns the number of points in the set.
func (s *PointSet) Len() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// IsEmpty reports whether the set has no point.
func (s *PointSet) IsEmpty() bool {
	var or uint64
	for _, w := range s {
		or |= w
	}
	return or == 0
}

// Union adds every point of t to s.
func (s *PointSet) Union(t *PointSet) {
	for i := range s {
		s[i] |= t[i]
	}
}

// commonLen returns the number of points in both s and t (for two
// strings' liberty sets: how many liberties they share). The words are
// written out (libWords is 7; see the check below): it runs for most
// liberty counts of moves that join strings.
func (s *PointSet) commonLen(t *PointSet) int {
	return bits.OnesCount64(s[0]&t[0]) + bits.OnesCount64(s[1]&t[1]) +
		bits.OnesCount64(s[2]&t[2]) + bits.OnesCount64(s[3]&t[3]) +
		bits.OnesCount64(s[4]&t[4]) + bits.OnesCount64(s[5]&t[5]) +
		bits.OnesCount64(s[6]&t[6])
}

// commonLenFrom is commonLen for two strings' liberty sets, one of whose
// origins is o, the later in board order: every liberty of a string lies
// at least one row above its origin's, so the words before o-NS's hold
// none in common and are skipped.
func (s *PointSet) commonLenFrom(t *PointSet, o Pos) int {
	common := 0
	for w := min(int(o-NS)>>6, libWords-1); w < libWords; w++ {
		common += bits.OnesCount64(s[w] & t[w])
	}
	return common
}

// commonLen and First write out the words of a PointSet: there must be
// exactly seven.
var _ = [1]struct{}{}[libWords-7]

// Intersect keeps only the points that are also in t.
func (s *PointSet) Intersect(t *PointSet) {
	for i := range s {
		s[i] &= t[i]
	}
}

// First returns the smallest point of the set, or NoMove if it is empty.
func (s *PointSet) First() Pos {
	for i, w := range s {
		if w != 0 {
			return Pos(i*64 + bits.TrailingZeros64(w))
		}
	}
	return NoMove
}

// AppendTo appends the points of the set to dst in increasing order.
func (s *PointSet) AppendTo(dst []Pos) []Pos {
	for i, w := range s {
		for w != 0 {
			dst = append(dst, Pos(i*64+bits.TrailingZeros64(w)))
			w &= w - 1
		}
	}
	return dst
}

// Slice returns the points of the set in increasing order.
func (s *PointSet) Slice() []Pos { return s.AppendTo(nil) }

// chain is the record of one string (worm) kept at its head stone. nlib is
// the number of points in libs, kept up to date with it on every change, so
// that liberty counts and atari tests need not count the set.
type chain struct {
	libs   PointSet
	nlib   int16
	size   int16
	origin Pos // smallest Pos of the string: GNU Go's worm origin
	color  Color
}

// An undoOp is one entry of the trial-move change log. Undo applies the
// entries of a frame in reverse order:
//   - opLibAdd: put liberty b back into the string with head a;
//   - opLibDel: take liberty b out of the string with head a;
//   - opSplit: undo the merge of the string with head b into the one with
//     head a (swap the two ring links back, give b's stones head b again,
//     and take b's absorbed count back down unless b is the move's point);
//   - opRevive: put back the string with head a captured by the move b.
//
// A move rewrites at most one string record that an Undo needs back: that
// of the string it joins whose head the joined string keeps, or that of
// the new stone's point when it is the head of a string absorbed by an
// earlier join on the stack (see place). The frame holds that record and
// Undo restores it last. The records of strings absorbed by the move are
// not changed; a captured string's record is rebuilt when it is revived
// (its only liberty was the move). So the records that matter after any
// Undo are exactly those before the move.
type undoOp struct {
	kind uint8
	a, b Pos
}

const (
	opLibAdd = iota
	opLibDel
	opSplit
	opRevive
)

type frame struct {
	saved     chain // the record at savedHead before the move
	savedHead Pos   // NoMove: no record saved
	ops       int32
	hash      uint64
	ko        Pos
	koColor   Color
	move      Pos
	color     Color
	oldHead   Pos // head and next of the move's point before the move
	oldNext   Pos
	setup     int32 // setup frames: 1 + index of the whole-board snapshot in Board.setups (0: a move)
}

// ErrIllegalMove is returned (wrapped) by Play for an occupied point, a ko
// retake or a suicide.
var ErrIllegalMove = errors.New("analysis: illegal move")

// Board is the mutable board used for play and reading: the "trymove/popgo"
// stack of the seeds. Strings and their liberties are kept incrementally;
// every Play pushes a frame that Undo pops, to any depth. A Board is not
// safe for concurrent use; copy it (a plain assignment copies everything)
// to hand one to another goroutine, or take a Position snapshot.
//
// Rules are GNU Go's defaults: captures, simple ko, suicide forbidden, no
// superko.
type Board struct {
	size     int
	color    [NumPos]Color
	head     [NumPos]Pos
	next     [NumPos]Pos
	chains   [posMaskLen]chain // by head; a power-of-two length, see chain
	absorbed [NumPos]uint16    // absorbed[h]: joins on the undo stack that absorbed the string with head h (its record stays for Undo; see place)
	ko       Pos
	koColor  Color // the colour that may not play at ko
	hash     uint64
	captured [3]int32 // captured[c]: stones of colour c that were captured
	frames   []frame
	ops      []undoOp
	setups   []*Board // snapshots of open setup frames (frames hold an index: no pointers, no GC write barrier per move)
}

// chain returns the record of the string with head h. The records'
// array has length posMaskLen, a power of two above every Pos, and is
// indexed by h&(posMaskLen-1), which is h itself but needs no bounds
// check: the board's hot paths look up several records per move.
func (b *Board) chain(h Pos) *chain { return &b.chains[h&(posMaskLen-1)] }

// NewBoard returns an empty board of the given size (1–MaxBoard).
func NewBoard(size int) (*Board, error) {
	if size < MinBoard || size > MaxBoard {
		return nil, fmt.Errorf("analysis: board size %d out of range %d–%d", size, MinBoard, MaxBoard)
	}
	b := &Board{}
	b.reset(size)
	return b, nil
}

func (b *Board) reset(size int) {
	b.size = size
	b.absorbed = [NumPos]uint16{}
	for p := range b.color {
		b.color[p] = Gray
		b.head[p] = 0
		b.next[p] = 0
	}
	for i := 0; i < size; i++ {
		for j := 0; j < size; j++ {
			b.color[POS(i, j)] = Empty
		}
	}
	b.ko, b.koColor, b.hash = NoMove, Empty, 0
	b.captured = [3]int32{}
	b.frames = b.frames[:0]
	b.ops = b.ops[:0]
	b.setups = b.setups[:0]
}

// Size returns the board side.
func (b *Board) Size() int { return b.size }

// At returns the colour at p (Gray off the board).
func (b *Board) At(p Pos) Color {
	if p < 0 || int(p) >= NumPos {
		return Gray
	}
	return b.color[p]
}

// OnBoard reports whether p is a point of this board (GNU Go's ON_BOARD).
func (b *Board) OnBoard(p Pos) bool { return p > 0 && int(p) < NumPos && b.color[p] != Gray }

// Ko returns the point where the simple-ko rule forbids a move, or NoMove.
func (b *Board) Ko() Pos { return b.ko }

// KoColor returns the colour that may not play at Ko().
func (b *Board) KoColor() Color { return b.koColor }

// Hash returns the Zobrist hash of the stones and the ko point.
func (b *Board) Hash() uint64 {
	if b.ko != NoMove {
		return b.hash ^ zobristKo[b.ko]
	}
	return b.hash
}

// Captured returns how many stones of colour c have been captured.
func (b *Board) Captured(c Color) int { return int(b.captured[c]) }

// StackDepth returns the number of moves that Undo can take back (GNU Go's
// stackp when only trial moves are counted).
func (b *Board) StackDepth() int { return len(b.frames) }

// atPositionRoot reports whether the board shows a position as it was
// given, not a line of trial moves: no frame is open, or the top one is
// a Setup (which replaces the whole board, so the moves below it do not
// lead to what the board shows).
func (b *Board) atPositionRoot() bool {
	n := len(b.frames)
	return n == 0 || b.frames[n-1].setup != 0
}

// LastMove returns the move and colour of the most recent frame, or
// (NoMove, Empty) if there is none or it was a setup.
func (b *Board) LastMove() (Pos, Color) {
	if len(b.frames) == 0 {
		return NoMove, Empty
	}
	f := &b.frames[len(b.frames)-1]
	return f.move, f.color
}

// Origin returns the origin of the string at p: its first stone in board
// order (seed 000, worm origin). p must hold a stone.
func (b *Board) Origin(p Pos) Pos { return b.chain(b.head[p]).origin }

// SameString reports whether a and b hold stones of one string.
func (b *Board) SameString(p, q Pos) bool {
	return b.color[p].IsStone() && b.color[q].IsStone() && b.head[p] == b.head[q]
}

// CountLib returns the number of liberties of the string at p (0 for an
// empty point).
func (b *Board) CountLib(p Pos) int {
	if !b.color[p].IsStone() {
		return 0
	}
	return int(b.chain(b.head[p]).nlib)
}

// LibSet returns the liberties of the string at p as a set.
func (b *Board) LibSet(p Pos) PointSet {
	if !b.color[p].IsStone() {
		return PointSet{}
	}
	return b.chain(b.head[p]).libs
}

// Liberties appends the liberties of the string at p to dst, in board
// order.
func (b *Board) Liberties(p Pos, dst []Pos) []Pos {
	if !b.color[p].IsStone() {
		return dst
	}
	return b.chain(b.head[p]).libs.AppendTo(dst)
}

// StringSize returns the number of stones of the string at p.
func (b *Board) StringSize(p Pos) int {
	if !b.color[p].IsStone() {
		return 0
	}
	return int(b.chain(b.head[p]).size)
}

// Stones appends the stones of the string at p to dst in board order.
func (b *Board) Stones(p Pos, dst []Pos) []Pos {
	if !b.color[p].IsStone() {
		return dst
	}
	start := len(dst)
	q := p
	for {
		dst = append(dst, q)
		q = b.next[q]
		if q == p {
			break
		}
	}
	sortPos(dst[start:])
	return dst
}

// StoneSet returns the stones of the string at p as a set.
func (b *Board) StoneSet(p Pos) PointSet {
	var s PointSet
	if !b.color[p].IsStone() {
		return s
	}
	q := p
	for {
		s.Add(q)
		q = b.next[q]
		if q == p {
			return s
		}
	}
}

// Origins appends the origin of every string on the board, in board order.
func (b *Board) Origins(dst []Pos) []Pos {
	for p := BoardMin; p < BoardMax; p++ {
		if b.color[p].IsStone() && b.chain(b.head[p]).origin == p {
			dst = append(dst, p)
		}
	}
	return dst
}

// Neighbors appends the origins of the strings of colour c adjacent to the
// string at p, each once, in board order.
func (b *Board) Neighbors(p Pos, c Color, dst []Pos) []Pos {
	if !b.color[p].IsStone() {
		return dst
	}
	var seen PointSet
	q := p
	for {
		for _, d := range Delta[:4] {
			r := q + d
			if b.color[r] == c {
				o := b.chain(b.head[r]).origin
				if !seen.Has(o) {
					seen.Add(o)
				}
			}
		}
		q = b.next[q]
		if q == p {
			break
		}
	}
	return seen.AppendTo(dst)
}

func sortPos(s []Pos) {
	for i := 1; i < len(s); i++ {
		for k := i; k > 0 && s[k] < s[k-1]; k-- {
			s[k], s[k-1] = s[k-1], s[k]
		}
	}
}

// IsLegal reports whether colour c may play at p: pass is always legal; a
// stone needs an empty point, must not retake a simple ko and must not be a
// suicide.
func (b *Board) IsLegal(p Pos, c Color) bool {
	return b.legal(p, c, false)
}

func (b *Board) legal(p Pos, c Color, ignoreKo bool) bool {
	if p == PassMove {
		return true
	}
	if p < 0 || int(p) >= NumPos || b.color[p] != Empty || !c.IsStone() {
		return false
	}
	if !ignoreKo && p == b.ko && c == b.koColor {
		return false
	}
	// The four neighbours written out (S, W, N, E): a liberty, a friendly
	// string with another liberty, or an enemy string captured.
	other := stoneOther(c)
	switch q := p + South; b.color[q] {
	case Empty:
		return true
	case c:
		if b.chain(b.head[q]).nlib > 1 {
			return true
		}
	case other:
		if b.chain(b.head[q]).nlib == 1 {
			return true
		}
	}
	switch q := p + West; b.color[q] {
	case Empty:
		return true
	case c:
		if b.chain(b.head[q]).nlib > 1 {
			return true
		}
	case other:
		if b.chain(b.head[q]).nlib == 1 {
			return true
		}
	}
	switch q := p + North; b.color[q] {
	case Empty:
		return true
	case c:
		if b.chain(b.head[q]).nlib > 1 {
			return true
		}
	case other:
		if b.chain(b.head[q]).nlib == 1 {
			return true
		}
	}
	switch q := p + East; b.color[q] {
	case Empty:
		return true
	case c:
		if b.chain(b.head[q]).nlib > 1 {
			return true
		}
	case other:
		if b.chain(b.head[q]).nlib == 1 {
			return true
		}
	}
	return false
}

// IsSuicide reports whether a stone of colour c at the empty point p would
// have no liberty and capture nothing.
func (b *Board) IsSuicide(p Pos, c Color) bool {
	return b.color[p] == Empty && !b.legal(p, c, true)
}

// Play puts a stone of colour c at p (or passes when p is PassMove) and
// pushes a frame for Undo. It returns an error wrapping ErrIllegalMove, and
// leaves the board unchanged, if the move is illegal.
func (b *Board) Play(p Pos, c Color) error {
	return b.play(p, c, false)
}

// TryKo is Play except that a ko retake is allowed (GNU Go's tryko); the
// move must otherwise be legal.
func (b *Board) TryKo(p Pos, c Color) error {
	return b.play(p, c, true)
}

// Trymove plays p for c if it is legal and reports whether it did: the
// reading code's trial move, taken back with Undo (GNU Go's trymove and
// popgo).
func (b *Board) Trymove(p Pos, c Color) bool {
	if uint(p) < NumPos && b.color[p] == Empty && c.IsStone() && (p != b.ko || c != b.koColor) {
		return b.place(p, c) // play's checks passed: no call through it
	}
	return b.play(p, c, false) == nil
}

func (b *Board) play(p Pos, c Color, ignoreKo bool) error {
	if !c.IsStone() {
		return fmt.Errorf("%w: colour %v cannot move", ErrIllegalMove, c)
	}
	if p == PassMove {
		b.pushFrame(p, c)
		b.ko, b.koColor = NoMove, Empty
		return nil
	}
	if p < 0 || int(p) >= NumPos || b.color[p] != Empty || !ignoreKo && p == b.ko && c == b.koColor {
		return ErrIllegalMove
	}
	if !b.place(p, c) {
		return ErrIllegalMove // suicide
	}
	return nil
}

// pushFrame opens the frame of a move. Its fields are set one by one in
// the reused slot: the saved record is left as it was (savedHead says it
// is unused), which spares clearing it at every move. The capture counts
// need no saving: Undo takes the revived stones off them.
//
// place writes the same steps out for speed (keep the two in step).
func (b *Board) pushFrame(p Pos, c Color) {
	n := len(b.frames)
	if n < cap(b.frames) {
		b.frames = b.frames[:n+1]
	} else {
		b.frames = append(b.frames, frame{})
	}
	f := &b.frames[n]
	f.savedHead, f.ops, f.setup = NoMove, int32(len(b.ops)), 0
	f.hash, f.ko, f.koColor = b.hash, b.ko, b.koColor
	f.move, f.color = p, c
	f.oldHead, f.oldNext = b.head[p], b.next[p]
}

// saveChain saves the record at h in the move's frame before the move
// changes it; a move saves at most one (see undoOp).
func (b *Board) saveChain(h Pos) {
	f := &b.frames[len(b.frames)-1]
	f.savedHead, f.saved = h, *b.chain(h)
}

// place puts the stone, merges friendly strings and removes captured enemy
// strings, after pushing the move's frame, and reports true; a suicide is
// refused (false) before anything changes. p must be an empty point that
// c may play by the ko rule. Neighbours are visited south,
// west, north, east (the order of Delta), which decides the head of a
// merged string.
//
// The strings the move joins are linked in that order, each into the
// string built so far (or the lone stone into the first when it is longer):
// the longer of the two keeps its head, the first one on a tie. Only the
// record of the final head is written, once, from the union of the joined
// strings' liberty sets; the records of the absorbed strings are left as
// they were (no head points to them until Undo splits the strings again),
// so they need no saving. Such a record can only be overwritten by a new
// stone on its point after the string is captured: absorbed counts the
// joins on the undo stack that absorbed a head, and a new stone's record
// is saved first where that count is not 0.
func (b *Board) place(p Pos, c Color) bool {
	// One pass over the neighbours (S, W, N, E): the empty ones (em, bit k
	// for Delta[k]) and the distinct friendly and enemy heads (fh, eh) in
	// the order met.
	other := stoneOther(c)
	var fh, eh [4]Pos
	nf, ne, em := 0, 0, uint(0)
	// The neighbours are indexed as int after a bounds check of the lowest
	// (p+North): with the check of the highest (p+South) the compiler
	// knows the two between are in range.
	i := int(p)
	_ = b.color[i-NS]
	switch q := i + NS; b.color[q] {
	case Empty:
		em |= 1
	case c:
		fh[0], nf = b.head[q], 1
	case other:
		eh[0], ne = b.head[q], 1
	}
	switch q := i - 1; b.color[q] {
	case Empty:
		em |= 2
	case other:
		if h := b.head[q]; ne == 0 || h != eh[0] {
			eh[ne] = h
			ne++
		}
	case c:
		if h := b.head[q]; nf == 0 || h != fh[0] {
			fh[nf] = h
			nf++
		}
	}
	switch q := i - NS; b.color[q] {
	case Empty:
		em |= 4
	case other:
		if h := b.head[q]; ne == 0 || h != eh[0] && (ne == 1 || h != eh[1]) {
			eh[ne] = h
			ne++
		}
	case c:
		if h := b.head[q]; nf == 0 || h != fh[0] && (nf == 1 || h != fh[1]) {
			fh[nf] = h
			nf++
		}
	}
	switch q := i + 1; b.color[q] {
	case Empty:
		em |= 8
	case other:
		if h := b.head[q]; ne == 0 || h != eh[0] && (ne == 1 || h != eh[1] && (ne == 2 || h != eh[2])) {
			eh[ne] = h
			ne++
		}
	case c:
		if h := b.head[q]; nf == 0 || h != fh[0] && (nf == 1 || h != fh[1] && (nf == 2 || h != fh[2])) {
			fh[nf] = h
			nf++
		}
	}
	if em == 0 && !b.notSuicide(&fh, nf, &eh, ne) {
		return false
	}
	// pushFrame, written out (a call per move saved): a change to the
	// frame's fields must be made in both places.
	n := len(b.frames)
	if n < cap(b.frames) {
		b.frames = b.frames[:n+1]
	} else {
		b.frames = append(b.frames, frame{})
	}
	f := &b.frames[n]
	f.savedHead, f.ops, f.setup = NoMove, int32(len(b.ops)), 0
	f.hash, f.ko, f.koColor = b.hash, b.ko, b.koColor
	f.move, f.color = p, c
	f.oldHead, f.oldNext = b.head[p], b.next[p]
	b.ko, b.koColor = NoMove, Empty
	b.color[p] = c
	b.hash ^= zobrist[c][p]
	b.head[p] = p
	b.next[p] = p
	switch {
	case nf == 0:
		if b.absorbed[p] != 0 {
			b.saveChain(p)
		}
		nc := b.chain(p)
		nc.libs = PointSet{}
		if em&1 != 0 {
			nc.libs.Add(p + South)
		}
		if em&2 != 0 {
			nc.libs.Add(p + West)
		}
		if em&4 != 0 {
			nc.libs.Add(p + North)
		}
		if em&8 != 0 {
			nc.libs.Add(p + East)
		}
		nc.nlib, nc.size, nc.origin, nc.color = int16(uint64(bits4)>>(em*4)&15), 1, p, c
	case nf == 1 && b.chain(fh[0]).size > 1:
		// The lone stone joins one longer string: the string keeps its
		// head and gains p's empty neighbours that are new liberties.
		f := fh[0]
		b.saveChain(f)
		ch := b.chain(f)
		b.head[p] = f
		b.next[f], b.next[p] = p, b.next[f]
		// addLibBits written out (the commonest move: a call saved).
		l := &ch.libs
		l.Remove(p)
		n := ch.nlib - 1
		if em&1 != 0 && !l.Has(p+South) {
			l.Add(p + South)
			n++
		}
		if em&2 != 0 && !l.Has(p+West) {
			l.Add(p + West)
			n++
		}
		if em&4 != 0 && !l.Has(p+North) {
			l.Add(p + North)
			n++
		}
		if em&8 != 0 && !l.Has(p+East) {
			l.Add(p + East)
			n++
		}
		ch.nlib = n
		ch.size++
		if p < ch.origin {
			ch.origin = p
		}
		b.ops = append(b.ops, undoOp{opSplit, f, p})
	case nf == 1:
		// The lone stone and a lone stone: p is the head.
		f := fh[0]
		if b.absorbed[p] != 0 {
			b.saveChain(p)
		}
		b.absorbed[f]++
		nc := b.chain(p)
		nc.libs = b.chain(f).libs
		nc.libs.Remove(p)
		nc.nlib = b.chain(f).nlib - 1 + int16(addLibBits(&nc.libs, p, em))
		nc.size, nc.origin, nc.color = 2, min(p, f), c
		b.head[f] = p
		b.next[p], b.next[f] = f, p
		b.ops = append(b.ops, undoOp{opSplit, p, f})
	case nf == 2:
		b.joinTwo(p, c, fh[0], fh[1], em)
	default:
		b.joinSeveral(p, c, &fh, nf, em)
	}
	// The enemy strings lose the liberty p; from the first one captured
	// on, hitEnemies goes on (most moves capture nothing: no call).
	for k := 0; k < ne; k++ {
		h := eh[k]
		if b.chain(h).nlib == 1 {
			b.hitEnemies(p, c, &eh, k, ne)
			break
		}
		b.takeLib(h, p)
	}
	return true
}

// notSuicide reports whether a stone on a point without an empty
// neighbour would have a liberty: a friendly string (heads fh[:nf]) with
// another liberty than the point, or an enemy string (heads eh[:ne]) in
// atari, which it captures.
func (b *Board) notSuicide(fh *[4]Pos, nf int, eh *[4]Pos, ne int) bool {
	for _, h := range fh[:nf] {
		if b.chain(h).nlib > 1 {
			return true
		}
	}
	for _, h := range eh[:ne] {
		if b.chain(h).nlib == 1 {
			return true
		}
	}
	return false
}

// hitEnemies takes the liberty p (just played by c) from the distinct
// enemy strings next to it (heads eh[from:ne], in the order S, W, N, E met
// them; place has done those before from, none of them captured),
// capturing those for which p was the last liberty, and sets the ko point
// when the move took exactly one stone and recaptures it.
func (b *Board) hitEnemies(p Pos, c Color, eh *[4]Pos, from, ne int) {
	other := stoneOther(c)
	capturedStones, capturedAt := 0, NoMove
	for _, h := range eh[from:ne] {
		if b.chain(h).nlib == 1 {
			capturedStones += b.capture(h, p, other, c)
			capturedAt = h
		} else {
			b.takeLib(h, p)
		}
	}
	if capturedStones == 1 {
		ch := b.chain(b.head[p])
		if ch.size == 1 && ch.nlib == 1 && ch.libs.Has(capturedAt) {
			b.ko, b.koColor = capturedAt, other
		}
	}
}

// bits4 holds the number of bits set in each 4-bit value, 4 bits per
// entry: bits4>>(4*m)&15 counts the bits of m.
const bits4 uint64 = 0x4332322132212110

// addLibBits adds to s the neighbours of p marked in em (bit k for
// Delta[k]) that it lacks and returns how many it added.
func addLibBits(s *PointSet, p Pos, em uint) int {
	n := 0
	if em&1 != 0 && !s.Has(p+South) {
		s.Add(p + South)
		n++
	}
	if em&2 != 0 && !s.Has(p+West) {
		s.Add(p + West)
		n++
	}
	if em&4 != 0 && !s.Has(p+North) {
		s.Add(p + North)
		n++
	}
	if em&8 != 0 && !s.Has(p+East) {
		s.Add(p + East)
		n++
	}
	return n
}

// linkUnder links the string with head h2 into the one with head h1 (both
// of one colour, p the stone being played): h2's stones take head h1, the
// two stone rings are spliced into one, the undo log records the split,
// and h2, unless it is the new stone, is counted as absorbed.
func (b *Board) linkUnder(p, h1, h2 Pos) {
	q := h2
	for {
		b.head[q] = h1
		q = b.next[q]
		if q == h2 {
			break
		}
	}
	b.next[h1], b.next[h2] = b.next[h2], b.next[h1]
	b.ops = append(b.ops, undoOp{opSplit, h1, h2})
	if h2 != p {
		b.absorbed[h2]++
	}
}

// joinTwo is joinSeveral for two strings (the commonest case), written
// out: the lone stone joins f1 under f1's head when f1 is longer, else f1
// (a lone stone) joins p under p; then the longer of that string and f2
// keeps its head, the first on a tie.
func (b *Board) joinTwo(p Pos, c Color, f1, f2 Pos, em uint) {
	c1, c2 := b.chain(f1), b.chain(f2)
	s1, s2 := c1.size, c2.size
	cur := p
	if s1 > 1 {
		b.head[p] = f1
		b.next[f1], b.next[p] = p, b.next[f1]
		b.ops = append(b.ops, undoOp{opSplit, f1, p})
		cur = f1
	} else {
		b.head[f1] = p
		b.next[p], b.next[f1] = f1, p
		b.ops = append(b.ops, undoOp{opSplit, p, f1})
		b.absorbed[f1]++
	}
	h1, h2 := cur, f2
	if s1+1 < s2 {
		h1, h2 = f2, cur
	}
	b.linkUnder(p, h1, h2)
	l1, l2 := &c1.libs, &c2.libs
	u0, u1, u2, u3 := l1[0]|l2[0], l1[1]|l2[1], l1[2]|l2[2], l1[3]|l2[3]
	u4, u5, u6 := l1[4]|l2[4], l1[5]|l2[5], l1[6]|l2[6]
	origin := min(p, c1.origin, c2.origin)
	if h1 != p || b.absorbed[p] != 0 {
		b.saveChain(h1)
	}
	ch := b.chain(h1)
	ch.libs = PointSet{u0, u1, u2, u3, u4, u5, u6}
	ch.libs.Remove(p)
	n := bits.OnesCount64(u0) + bits.OnesCount64(u1) + bits.OnesCount64(u2) +
		bits.OnesCount64(u3) + bits.OnesCount64(u4) + bits.OnesCount64(u5) +
		bits.OnesCount64(u6) - 1
	n += addLibBits(&ch.libs, p, em)
	ch.nlib = int16(n)
	ch.size, ch.origin, ch.color = s1+s2+1, origin, c
}

// joinSeveral links the new stone at p and the nf (2–4) distinct friendly
// strings with heads fh, in that order, and writes the record of the
// resulting head. Each step links the next string into the one built so
// far: the lone stone joins a longer first string under its head;
// otherwise the longer of the two keeps its head (the string built so far
// on a tie) and the other's stones take it.
func (b *Board) joinSeveral(p Pos, c Color, fh *[4]Pos, nf int, em uint) {
	cur, size := p, int16(1)
	origin := p
	// The union of the liberty sets, word by word in locals.
	var u0, u1, u2, u3, u4, u5, u6 uint64
	for i := 0; i < nf; i++ {
		f := fh[i]
		fc := b.chain(f)
		fs := fc.size
		l := &fc.libs
		u0 |= l[0]
		u1 |= l[1]
		u2 |= l[2]
		u3 |= l[3]
		u4 |= l[4]
		u5 |= l[5]
		u6 |= l[6]
		origin = min(origin, fc.origin)
		if cur == p && size == 1 && fs > 1 {
			b.head[p] = f
			b.next[f], b.next[p] = p, b.next[f]
			b.ops = append(b.ops, undoOp{opSplit, f, p})
			cur = f
		} else {
			h1, h2 := cur, f
			if size < fs {
				h1, h2 = f, cur
			}
			b.linkUnder(p, h1, h2)
			cur = h1
		}
		size += fs
	}
	if cur != p || b.absorbed[p] != 0 {
		b.saveChain(cur)
	}
	ch := b.chain(cur)
	ch.libs = PointSet{u0, u1, u2, u3, u4, u5, u6}
	// p is a liberty of every joined string and not one of the result.
	ch.libs.Remove(p)
	n := bits.OnesCount64(u0) + bits.OnesCount64(u1) + bits.OnesCount64(u2) +
		bits.OnesCount64(u3) + bits.OnesCount64(u4) + bits.OnesCount64(u5) +
		bits.OnesCount64(u6) - 1
	n += addLibBits(&ch.libs, p, em)
	ch.nlib = int16(n)
	ch.size, ch.origin, ch.color = size, origin, c
}

// takeLib takes the liberty p from the string with head h (not its last).
func (b *Board) takeLib(h, p Pos) {
	ch := b.chain(h)
	ch.libs.Remove(p)
	ch.nlib--
	b.ops = append(b.ops, undoOp{opLibAdd, h, p})
}

// capture removes the string with head h (colour c) whose last liberty
// the move p of mover took, and returns its size.
func (b *Board) capture(h, p Pos, c, mover Color) int {
	b.ops = append(b.ops, undoOp{opRevive, h, p})
	b.removeString(h, c, mover)
	return int(b.chain(h).size)
}

// removeString takes the captured string with head h (colour c) off the
// board; its points become liberties of the neighbouring strings of the
// capturing colour mover.
func (b *Board) removeString(h Pos, c, mover Color) {
	n := int32(0)
	q := h
	for {
		b.color[q] = Empty
		b.hash ^= zobrist[c][q]
		n++
		// Neighbours indexed as int: two bounds checks instead of four
		// (see place); giveLib changes no colour.
		i := int(q)
		_ = b.color[i-NS]
		cs, cw, cn, ce := b.color[i+NS], b.color[i-1], b.color[i-NS], b.color[i+1]
		if cs == mover {
			b.giveLib(b.head[i+NS], q)
		}
		if cw == mover {
			b.giveLib(b.head[i-1], q)
		}
		if cn == mover {
			b.giveLib(b.head[i-NS], q)
		}
		if ce == mover {
			b.giveLib(b.head[i+1], q)
		}
		q = b.next[q]
		if q == h {
			break
		}
	}
	b.captured[c] += n
}

// giveLib adds the point q, just emptied, to the liberties of the string
// with head hr unless it has it already (through another of its stones).
func (b *Board) giveLib(hr, q Pos) {
	ch := b.chain(hr)
	if !ch.libs.Has(q) {
		ch.libs.Add(q)
		ch.nlib++
		b.ops = append(b.ops, undoOp{opLibDel, hr, q})
	}
}

// Undo takes back the most recent Play, TryKo or Setup and reports whether
// there was one.
func (b *Board) Undo() bool {
	n := len(b.frames)
	if n == 0 {
		return false
	}
	f := &b.frames[n-1]
	if f.setup != 0 {
		saved := b.setups[f.setup-1]
		frames, ops, setups := b.frames[:n-1], b.ops, b.setups[:f.setup-1]
		*b = *saved
		b.frames, b.ops, b.setups = frames, ops[:f.ops], setups
		return true
	}
	// The frame's entries as their own slices, walked down to 0 (no
	// bounds checks in the loops).
	ops := b.ops[f.ops:]
	for i := len(ops) - 1; i >= 0; i-- {
		op := &ops[i]
		a, x := op.a, op.b
		switch op.kind {
		case opLibAdd:
			ch := b.chain(a)
			ch.libs.Add(x)
			ch.nlib++
		case opLibDel:
			ch := b.chain(a)
			ch.libs.Remove(x)
			ch.nlib--
		case opSplit:
			b.next[a], b.next[x] = b.next[x], b.next[a]
			if x != f.move {
				b.absorbed[x]--
			}
			q := x
			for {
				b.head[q] = x
				q = b.next[q]
				if q == x {
					break
				}
			}
		case opRevive:
			c := stoneOther(f.color)
			size, origin := int16(0), a
			q := a
			for {
				b.color[q] = c
				size++
				if q < origin {
					origin = q
				}
				q = b.next[q]
				if q == a {
					break
				}
			}
			ch := b.chain(a)
			ch.libs = PointSet{}
			ch.libs.Add(x)
			ch.nlib, ch.size, ch.origin, ch.color = 1, size, origin, c
			b.captured[c] -= int32(size)
		}
	}
	if h := f.savedHead; h != NoMove {
		*b.chain(h) = f.saved
	}
	if p := f.move; p != PassMove {
		b.color[p] = Empty
		b.head[p], b.next[p] = f.oldHead, f.oldNext
	}
	b.ops = b.ops[:f.ops]
	b.hash, b.ko, b.koColor = f.hash, f.ko, f.koColor
	b.frames = b.frames[:n-1]
	return true
}

// Setup replaces the stones with those of pos (same size required) in one
// undoable frame, without captures: SGF AB/AW/AE properties. The ko point
// and capture counts are taken from pos.
func (b *Board) Setup(pos *Position) error {
	if pos.Size() != b.size {
		return fmt.Errorf("analysis: setup of a %d×%d position on a %d×%d board", pos.Size(), pos.Size(), b.size, b.size)
	}
	saved := new(Board)
	*saved = *b
	saved.frames, saved.ops, saved.setups = nil, nil, nil
	setups := append(b.setups, saved)
	f := frame{savedHead: NoMove, ops: int32(len(b.ops)), hash: b.hash, ko: b.ko, koColor: b.koColor, setup: int32(len(setups))}
	frames, ops := b.frames, b.ops
	b.load(pos)
	b.frames, b.ops, b.setups = append(frames, f), ops, setups
	return nil
}

// load rebuilds the whole board from a position, dropping the undo stack.
func (b *Board) load(pos *Position) {
	b.reset(pos.size)
	for p := BoardMin; p < BoardMax; p++ {
		c := pos.board[p]
		if c.IsStone() && b.color[p] == Empty {
			b.color[p] = c
			b.hash ^= zobrist[c][p]
		}
	}
	b.rebuildStrings()
	b.ko, b.koColor = pos.ko, pos.koColor
	b.captured = [3]int32{0, int32(pos.captured[White]), int32(pos.captured[Black])}
}

// rebuildStrings recomputes every string and its liberties from the colours.
func (b *Board) rebuildStrings() {
	var stack [NumPos]Pos
	for p := BoardMin; p < BoardMax; p++ {
		b.head[p] = NoMove
	}
	for p := BoardMin; p < BoardMax; p++ {
		c := b.color[p]
		if !c.IsStone() || b.head[p] != NoMove {
			continue
		}
		ch := b.chain(p)
		*ch = chain{origin: p, color: c}
		b.head[p] = p
		n := 0
		stack[n] = p
		n++
		last := p
		for n > 0 {
			n--
			q := stack[n]
			ch.size++
			b.next[last] = q
			last = q
			for _, d := range Delta[:4] {
				r := q + d
				switch b.color[r] {
				case Empty:
					ch.libs.Add(r)
				case c:
					if b.head[r] == NoMove {
						b.head[r] = p
						stack[n] = r
						n++
					}
				}
			}
		}
		b.next[last] = p
		ch.nlib = int16(ch.libs.Len())
	}
}

// CheckConsistency verifies the incremental string data against a full
// recomputation and returns a description of the first difference. It is
// meant for tests.
func (b *Board) CheckConsistency() error {
	fresh := new(Board)
	*fresh = *b
	fresh.rebuildStrings()
	var h uint64
	for p := BoardMin; p < BoardMax; p++ {
		c := b.color[p]
		if c.IsStone() {
			h ^= zobrist[c][p]
		}
		if !c.IsStone() {
			continue
		}
		got, want := b.chain(b.head[p]), &fresh.chains[fresh.head[p]]
		if got.libs != want.libs || got.size != want.size || got.origin != want.origin || got.color != want.color {
			return fmt.Errorf("analysis: string at %v: size %d/%d origin %v/%v libs %v/%v", p, got.size, want.size, got.origin, want.origin, got.libs.Slice(), want.libs.Slice())
		}
		if got.nlib != want.nlib {
			return fmt.Errorf("analysis: string at %v: liberty count %d, set holds %d", p, got.nlib, want.nlib)
		}
		if len(b.Stones(p, nil)) != int(got.size) {
			return fmt.Errorf("analysis: string at %v: stone list length differs from size", p)
		}
		for _, s := range b.Stones(p, nil) {
			if b.head[s] != b.head[p] {
				return fmt.Errorf("analysis: stone %v in the list of %v has another head", s, p)
			}
		}
	}
	if h != b.hash {
		return fmt.Errorf("analysis: hash %x, recomputed %x", b.hash, h)
	}
	return nil
}

// stoneOther is Color.Other for a stone colour (White or Black): the
// reading and board hot paths, where the colour is always a stone's, skip
// Other's test for Empty and Gray.
func stoneOther(c Color) Color { return c ^ 3 }
