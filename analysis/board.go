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

// libsUpTo counts the points of the liberty set s, stopping at k: it
// returns min(|s|, k), for tests that only compare with small numbers.
func libsUpTo(s *PointSet, k int) int {
	n := 0
	for _, w := range s {
		if w != 0 {
			n += bits.OnesCount64(w)
			if n >= k {
				return k
			}
		}
	}
	return n
}

// oneLib reports whether the liberty set holds exactly one point (a
// string in atari), without counting all of them.
func oneLib(s *PointSet) bool {
	found := false
	for _, w := range s {
		if w != 0 {
			if found || w&(w-1) != 0 {
				return false
			}
			found = true
		}
	}
	return found
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

// chain is the record of one string (worm) kept at its head stone.
type chain struct {
	libs   PointSet
	size   int16
	origin Pos // smallest Pos of the string: GNU Go's worm origin
	color  Color
}

type pointUndo struct {
	pos   Pos
	head  Pos
	next  Pos
	color Color
}

type chainUndo struct {
	head Pos
	c    chain
}

type frame struct {
	points   int32
	chains   int32
	hash     uint64
	ko       Pos
	koColor  Color
	move     Pos
	color    Color
	captured [3]int32
	setup    *Board // whole-board snapshot for setup frames
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
	chains   [NumPos]chain
	ko       Pos
	koColor  Color // the colour that may not play at ko
	hash     uint64
	captured [3]int32 // captured[c]: stones of colour c that were captured
	frames   []frame
	pointLog []pointUndo
	chainLog []chainUndo
	gen      uint32
	savedPt  [NumPos]uint32
	savedCh  [NumPos]uint32
}

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
	b.pointLog = b.pointLog[:0]
	b.chainLog = b.chainLog[:0]
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
func (b *Board) Origin(p Pos) Pos { return b.chains[b.head[p]].origin }

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
	return b.chains[b.head[p]].libs.Len()
}

// LibSet returns the liberties of the string at p as a set.
func (b *Board) LibSet(p Pos) PointSet {
	if !b.color[p].IsStone() {
		return PointSet{}
	}
	return b.chains[b.head[p]].libs
}

// Liberties appends the liberties of the string at p to dst, in board
// order.
func (b *Board) Liberties(p Pos, dst []Pos) []Pos {
	if !b.color[p].IsStone() {
		return dst
	}
	return b.chains[b.head[p]].libs.AppendTo(dst)
}

// StringSize returns the number of stones of the string at p.
func (b *Board) StringSize(p Pos) int {
	if !b.color[p].IsStone() {
		return 0
	}
	return int(b.chains[b.head[p]].size)
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
		if b.color[p].IsStone() && b.chains[b.head[p]].origin == p {
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
				o := b.chains[b.head[r]].origin
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
	other := c.Other()
	for _, d := range Delta[:4] {
		q := p + d
		switch b.color[q] {
		case Empty:
			return true
		case c:
			if libsUpTo(&b.chains[b.head[q]].libs, 2) > 1 {
				return true
			}
		case other:
			if oneLib(&b.chains[b.head[q]].libs) {
				return true
			}
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
	return b.play(p, c, false) == nil
}

func (b *Board) play(p Pos, c Color, ignoreKo bool) error {
	if !c.IsStone() {
		return fmt.Errorf("%w: colour %v cannot move", ErrIllegalMove, c)
	}
	if !b.legal(p, c, ignoreKo) {
		return ErrIllegalMove
	}
	b.pushFrame(p, c)
	b.ko, b.koColor = NoMove, Empty
	if p == PassMove {
		return nil
	}
	b.place(p, c)
	return nil
}

func (b *Board) pushFrame(p Pos, c Color) {
	b.frames = append(b.frames, frame{
		points:   int32(len(b.pointLog)),
		chains:   int32(len(b.chainLog)),
		hash:     b.hash,
		ko:       b.ko,
		koColor:  b.koColor,
		move:     p,
		color:    c,
		captured: b.captured,
	})
	b.gen++
}

func (b *Board) savePoint(p Pos) {
	if b.savedPt[p] == b.gen {
		return
	}
	b.savedPt[p] = b.gen
	b.pointLog = append(b.pointLog, pointUndo{pos: p, head: b.head[p], next: b.next[p], color: b.color[p]})
}

func (b *Board) saveChain(h Pos) {
	if b.savedCh[h] == b.gen {
		return
	}
	b.savedCh[h] = b.gen
	b.chainLog = append(b.chainLog, chainUndo{head: h, c: b.chains[h]})
}

// place puts the stone, merges friendly strings and removes captured enemy
// strings. The move is known to be legal.
func (b *Board) place(p Pos, c Color) {
	other := c.Other()
	b.savePoint(p)
	b.color[p] = c
	b.hash ^= zobrist[c][p]
	b.head[p] = p
	b.next[p] = p
	b.saveChain(p)
	nc := &b.chains[p]
	*nc = chain{size: 1, origin: p, color: c}
	for _, d := range Delta[:4] {
		if b.color[p+d] == Empty {
			nc.libs.Add(p + d)
		}
	}
	// Merge friendly neighbours.
	h := p
	for _, d := range Delta[:4] {
		q := p + d
		if b.color[q] != c {
			continue
		}
		hq := b.head[q]
		if hq == h {
			continue
		}
		b.saveChain(hq)
		b.chains[hq].libs.Remove(p)
		h = b.merge(h, hq)
	}
	// Remove liberties of enemy neighbours and capture.
	capturedStones, capturedAt := 0, NoMove
	for _, d := range Delta[:4] {
		q := p + d
		if b.color[q] != other {
			continue
		}
		hq := b.head[q]
		ch := &b.chains[hq]
		if !ch.libs.Has(p) {
			continue // already handled through another side
		}
		b.saveChain(hq)
		ch.libs.Remove(p)
		if ch.libs.IsEmpty() {
			capturedStones += int(ch.size)
			capturedAt = hq
			b.removeString(hq)
		}
	}
	if capturedStones == 1 {
		ch := &b.chains[b.head[p]]
		if ch.size == 1 && oneLib(&ch.libs) && ch.libs.Has(capturedAt) {
			b.ko, b.koColor = capturedAt, other
		}
	}
}

// merge joins the strings with heads h1 and h2 and returns the new head.
func (b *Board) merge(h1, h2 Pos) Pos {
	if b.chains[h1].size < b.chains[h2].size {
		h1, h2 = h2, h1
	}
	b.saveChain(h1)
	c1, c2 := &b.chains[h1], &b.chains[h2]
	q := h2
	for {
		b.savePoint(q)
		b.head[q] = h1
		q = b.next[q]
		if q == h2 {
			break
		}
	}
	b.savePoint(h1)
	b.next[h1], b.next[h2] = b.next[h2], b.next[h1]
	c1.libs.Union(&c2.libs)
	c1.size += c2.size
	if c2.origin < c1.origin {
		c1.origin = c2.origin
	}
	return h1
}

func (b *Board) removeString(h Pos) {
	c := b.chains[h].color
	q := h
	for {
		nxt := b.next[q]
		b.savePoint(q)
		b.color[q] = Empty
		b.hash ^= zobrist[c][q]
		b.captured[c]++
		for _, d := range Delta[:4] {
			r := q + d
			if b.color[r].IsStone() && b.color[r] != c {
				hr := b.head[r]
				b.saveChain(hr)
				b.chains[hr].libs.Add(q)
			}
		}
		q = nxt
		if q == h {
			break
		}
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
	if f.setup != nil {
		saved := f.setup
		frames, pl, cl := b.frames[:n-1], b.pointLog, b.chainLog
		*b = *saved
		b.frames, b.pointLog, b.chainLog = frames, pl[:f.points], cl[:f.chains]
		b.gen++
		return true
	}
	for i := len(b.chainLog) - 1; i >= int(f.chains); i-- {
		u := &b.chainLog[i]
		b.chains[u.head] = u.c
	}
	for i := len(b.pointLog) - 1; i >= int(f.points); i-- {
		u := &b.pointLog[i]
		b.color[u.pos] = u.color
		b.head[u.pos] = u.head
		b.next[u.pos] = u.next
	}
	b.chainLog = b.chainLog[:f.chains]
	b.pointLog = b.pointLog[:f.points]
	b.hash, b.ko, b.koColor, b.captured = f.hash, f.ko, f.koColor, f.captured
	b.frames = b.frames[:n-1]
	b.gen++ // frames above this one are gone; invalidate their saved marks
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
	saved.frames, saved.pointLog, saved.chainLog = nil, nil, nil
	f := frame{points: int32(len(b.pointLog)), chains: int32(len(b.chainLog)), hash: b.hash, ko: b.ko, koColor: b.koColor, captured: b.captured, setup: saved}
	frames, pl, cl := b.frames, b.pointLog, b.chainLog
	b.load(pos)
	b.frames, b.pointLog, b.chainLog = append(frames, f), pl, cl
	b.gen++
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
		ch := &b.chains[p]
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
		got, want := &b.chains[b.head[p]], &fresh.chains[fresh.head[p]]
		if got.libs != want.libs || got.size != want.size || got.origin != want.origin || got.color != want.color {
			return fmt.Errorf("analysis: string at %v: size %d/%d origin %v/%v libs %v/%v", p, got.size, want.size, got.origin, want.origin, got.libs.Slice(), want.libs.Slice())
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
