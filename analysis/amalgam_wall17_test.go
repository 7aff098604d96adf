package analysis

import "testing"

// TestLargeKnightAttachedWall checks that an enemy string attached to a
// large knight's move whose end string has more than largeKnightMaxEndLibs
// liberties does not keep the shape apart in largeKnightAttached, however
// long the enemy string. Kgs Erro-TheGNUGo move 120: White's ten-stone
// wall M6-P6-S5-Q4 is attached below Black's P7 (of the two-stone O7-P7,
// five liberties, whose dragon also holds Q6 R6 S6), and GNU Go 3.8 keeps
// Q10 and P7 in one dragon; the wanted partition is its dragon_stones.
func TestLargeKnightAttachedWall(t *testing.T) {
	const diagram = retryJumpDiagram // the same position
	want := []string{
		"E19 F19 E18 E17 D16 F15 D14",
		"G19 F18 H18 F17 J17 L17 G16 H14 K14",
		"N17 Q16 R16 M14 Q13 H12 J12 K12 L12 N12 Q10 O7 P7 Q6 R6 S6",
		"C11 B10",
		"G11",
		"F10",
		"J10 J9 J8 J7 K7",
		"G9",
		"F13 G12 E11 F11 B9 C9 E9 F8 G7 C6 H6 J6 K6 B5 K5 B4 K4 B3 E3 F3 J3 L3 M3 A2 F2 K2 E1",
		"L6 L5 M5 L4 M4 N4 O4 P4 O3 Q3 O2 Q2 R2 S2 L1 S1",
		"H11 J11 K11 L10 M10 K9 K8 M8 L7 M6 N6 P6 N5 O5 P5 Q5 R5 S5 Q4 R3 S3 T2",
		"C5",
		"E6 F5 H5 J5 D4 F4 C3 B2 C2 D2 E2",
		"P3 P2",
	}
	_, got := dragonPartition(t, diagram)
	requireSamePartition(t, want, got)
}
