package analysis

import "testing"

// TestReadingCacheKeysDistinct checks that the reading cache keys of one
// position and string differ for every question kind (attack, defend,
// the attack after a defender's pass, connect, disconnect) and every ko
// state (the two used flags and the two-bit ko-capture counter): an
// attack whose line holds one more ko capture must not find a defence's
// cached answer.
func TestReadingCacheKeysDistinct(t *testing.T) {
	p, err := ParseDiagramSize(`
. . . . .
. X O . .
. . . . .
. . . . .
. . . . .`, 5)
	if err != nil {
		t.Fatal(err)
	}
	b := p.Board()
	r := NewReader(0, 0)
	r.b = b
	str := POS(1, 1)
	seen := map[uint64]string{}
	for _, kind := range []uint64{kindAttack, kindDefend, kindAttackPass, kindConnect, kindDisc} {
		for kf := koState(0); kf < 16; kf++ {
			k := r.cacheKey(kind, str, kf)
			name := string(rune('0'+kind)) + "/" + string(rune('a'+kf))
			if prev, ok := seen[k]; ok {
				t.Errorf("kind/ko %s has the key of %s", name, prev)
			}
			seen[k] = name
		}
	}
}
