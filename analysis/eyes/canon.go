package eyes

import (
	"fmt"
	"strings"
)

// canonical returns a relabelling perm (perm[v] = canonical number of v)
// and a key that is equal for isomorphic shapes. Placeholder: identity.
func canonical(sh *shape) ([]int, string) {
	perm := make([]int, sh.n)
	var b strings.Builder
	for v := 0; v < sh.n; v++ {
		perm[v] = v
		fmt.Fprintf(&b, "%x,", sh.adj[v])
	}
	fmt.Fprintf(&b, "%x/%x/%x/%x", sh.all, sh.wallAdj, sh.margAdj, sh.black)
	return perm, b.String()
}
