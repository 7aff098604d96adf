module github.com/dragonrepl/dragonrepl

go 1.26

require (
	github.com/chzyer/readline v1.5.1
	github.com/go-zeromq/zmq4 v0.17.0
	github.com/schollz/progressbar/v3 v3.19.1
	github.com/stretchr/testify v1.12.1
	github.com/traefik/yaegi v0.16.2-0.20260209085605-fcb76d1ece0c
	golang.org/x/sys v0.46.0
	gonum.org/v1/gonum v0.17.0
)

require (
	github.com/go-zeromq/goczmq/v4 v4.2.2 // indirect
	github.com/mitchellh/colorstring v0.0.0-20190213212951-d06e56a500db // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/sync v0.12.0 // indirect
	golang.org/x/term v0.44.0 // indirect
	golang.org/x/text v0.23.0 // indirect
)
