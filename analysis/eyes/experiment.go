package eyes

// SetExperiment selects experimental model variants (for measurement only).
func (o *Options) SetExperiment(threat int) { o.threatMode = threat }
