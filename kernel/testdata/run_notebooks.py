"""Execute notebooks headless on the dragonrepl kernel with nbclient (the
library behind nbconvert --execute and jupyter-execute), in memory: the
files are not rewritten. Prints one JSON object per notebook, and a summary
list as the last line.

usage: run_notebooks.py NOTEBOOK...
"""

import json
import os
import sys
import time

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

KERNEL = os.environ.get("DRAGONREPL_KERNEL_NAME", "dragonrepl")


def run(path):
    nb = nbformat.read(path, as_version=4)
    res = {"notebook": os.path.basename(path), "cells": sum(1 for c in nb.cells if c.cell_type == "code")}
    t0 = time.monotonic()
    try:
        NotebookClient(nb, kernel_name=KERNEL, timeout=300, allow_errors=False,
                       resources={"metadata": {"path": os.path.dirname(os.path.abspath(path))}}).execute()
        res["ok"] = True
    except CellExecutionError as e:
        res["ok"] = False
        res["error"] = str(e)[-2000:]
    res["seconds"] = round(time.monotonic() - t0, 2)
    errors = [o.get("ename", "") for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])
              if o.get("output_type") == "error"]
    res["error_outputs"] = errors
    res["rich_outputs"] = sum(1 for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])
                              if "image/svg+xml" in o.get("data", {}) or "text/html" in o.get("data", {}))
    return res


def main():
    out = []
    for path in sys.argv[1:]:
        r = run(path)
        print(json.dumps(r), flush=True)
        out.append(r)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
