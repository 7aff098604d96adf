package analysis

import "github.com/dragonrepl/dragonrepl/analysis/eyes"

// Dragon is one entry of GNU Go's dragon array (seed 001, "struct
// dragon_data"): the data every stone of a dragon shares. The array is
// indexed by board point, so every stone of a dragon carries a copy.
type Dragon struct {
	// Color is the dragon's colour.
	Color Color
	// ID is the dragon number, the key into the dragon2 array.
	ID int
	// Origin is a distinguished stone of the dragon (the first stone in
	// board order): two stones are in one dragon iff their origins agree.
	Origin Pos
	// Size is the number of stones.
	Size int
	// EffectiveSize is the sum of the effective sizes of the dragon's
	// worms: its stones plus the empty points nearer to it than to any
	// other worm, shared fractionally (seed 000, effective_size).
	EffectiveSize float64
	// CrudeStatus is the early estimate of life (Alive, Dead, Unknown,
	// Critical) made before owl reading (seed 001, crude_status).
	CrudeStatus Status
	// Status is the best trusted status: the owl status once owl has run,
	// revised by semeai reading (seed 001, status). Before owl it is
	// CrudeStatus.
	Status Status
}

// SurroundStatus says whether a dragon lies inside the convex hull of the
// enemy dragons around it (seed 004, "When is a dragon surrounded?").
type SurroundStatus uint8

// The surround statuses, with GNU Go's numbers.
const (
	// NotSurrounded (0): the dragon crosses the enemies' hull or the hull
	// is too open.
	NotSurrounded SurroundStatus = iota
	// Surrounded (1): the dragon is inside the hull of the surround set.
	Surrounded
	// WeaklySurrounded (2): inside, but some gap between consecutive hull
	// stones is wide.
	WeaklySurrounded
)

// Hull is the surround record of one dragon (seed 004): the convex hull of
// its surround set, the points inside it, and the resulting status. It is
// a value that can be listed and drawn.
type Hull struct {
	// Goal is the origin of the dragon the hull surrounds.
	Goal Pos
	// Corners are the points of the surround set that the hull is built
	// on (after discarding useless stones and adding the edge points; the
	// does_surround stone excluded), in order around the goal: sorted by
	// the angle S-G-O around the goal's approximate centre. The distance
	// checks walk them in this order.
	Corners []Pos
	// Center is the goal's approximate centre of gravity G (mean row and
	// column, rounded down), the vertex of the angle S-G-O.
	Center Pos
	// Vertices are the vertices of the convex hull polygon: from the
	// leftmost point of its top row down its left side, then up its right
	// side (collinear boundary points included).
	Vertices []Pos
	// Inside holds the points inside the hull (value 1) or inside only
	// the slightly enlarged hull (value 2), as surround_map shows them;
	// 0 elsewhere. Indexed by Pos.
	Inside [NumPos]uint8
	// Status is the surround status.
	Status SurroundStatus
	// Size is the number of points inside the hull (surround_size).
	Size int
}

// Dragon2 is one entry of GNU Go's dragon2 array (seed 001, "struct
// dragon_data2"): the data kept once per dragon. Owl and semeai fields hold
// Unchecked / NoMove / zero until the owl stage (Level Dragons) fills them.
type Dragon2 struct {
	// Origin is the dragon's origin (duplicated from Dragon).
	Origin Pos
	// Adjacent lists the dragon numbers of the neighbour dragons of either
	// colour (seed 001, adjacent/neighbors); len(Adjacent) is neighbors.
	Adjacent []int
	// HostileNeighbors is the number of neighbour dragons of the opposite
	// colour.
	HostileNeighbors int
	// MoyoSize is the size of the moyo around the dragon, from the initial
	// influence (seed 001, compute_surrounding_moyo_sizes).
	MoyoSize int
	// MoyoTerritorialValue is the territorial value of that moyo.
	MoyoTerritorialValue float64
	// Safety is the dragon's safety, from TacticallyDead to Invincible
	// and Inessential (seed 001, safety).
	Safety Status
	// Weakness is a number from 0 (strong) to 1 (weak) combining safety,
	// escape and moyo (seed 001, weakness).
	Weakness float64
	// WeaknessPreOwl is the weakness computed before owl reading.
	WeaknessPreOwl float64
	// StrategicSize is the dragon's size for strategic purposes (printed
	// by dragon_data as strategic_size).
	StrategicSize float64
	// EscapeRoute measures the dragon's potential to reach safety (seed
	// 001, escape_route); halved when weakly surrounded, 0 when surrounded.
	EscapeRoute int
	// Genus is the sum of the eye values of the dragon's eye spaces (seed
	// 001, genus).
	Genus eyes.EyeValue
	// Heye is a vital point of a half eye of the dragon, or NoMove.
	Heye Pos
	// Lunch is a worm whose capture would give the dragon an eye, or
	// NoMove.
	Lunch Pos
	// Hull is the dragon's surround record (nil when none was computed);
	// SurroundStatus and SurroundSize copy its status and size.
	Hull *Hull
	// SurroundStatus is the surround status (seed 004).
	SurroundStatus SurroundStatus
	// SurroundSize is the number of points inside the hull.
	SurroundSize int

	// Semeais is the number of semeais the dragon is involved in.
	Semeais int
	// SemeaiDefenseCode is the result of defending the dragon in its
	// semeai (internal code), with the point and whether it is certain.
	SemeaiDefenseCode    ResultCode
	SemeaiDefensePoint   Pos
	SemeaiDefenseCertain bool
	SemeaiDefenseTarget  Pos
	// SemeaiAttackCode is the result of attacking the dragon in its
	// semeai, with the point and whether it is certain.
	SemeaiAttackCode    ResultCode
	SemeaiAttackPoint   Pos
	SemeaiAttackCertain bool
	SemeaiAttackTarget  Pos

	// OwlThreatStatus is CanThreatenAttack, CanThreatenDefense or
	// Unchecked.
	OwlThreatStatus Status
	// OwlStatus is the owl verdict: Alive, Dead, Critical, or Unchecked
	// before owl has run.
	OwlStatus Status
	// OwlAttackPoint and OwlAttackCode are the owl attack and its result;
	// OwlAttackCertain is false when the read ran out of nodes.
	OwlAttackPoint       Pos
	OwlAttackCode        ResultCode
	OwlAttackCertain     bool
	OwlSecondAttackPoint Pos
	// OwlDefensePoint and OwlDefenseCode are the owl defence and its
	// result.
	OwlDefensePoint       Pos
	OwlDefenseCode        ResultCode
	OwlDefenseCertain     bool
	OwlSecondDefensePoint Pos
	// OwlAttackKworm and OwlDefenseKworm name a worm the owl result
	// gives up (GAIN/LOSS results), or NoMove.
	OwlAttackKworm  Pos
	OwlDefenseKworm Pos
}

// Neighbors returns the number of neighbour dragons (seed 001, neighbors).
func (d *Dragon2) Neighbors() int { return len(d.Adjacent) }
