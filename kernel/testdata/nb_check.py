"""Execute a small in-memory notebook on the dragonrepl kernel with nbclient
(the library behind nbconvert --execute and jupyter-execute) and print a
JSON summary of the outputs on the last line.

usage: nb_check.py
"""

import json
import os

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

KERNEL = os.environ.get("DRAGONREPL_KERNEL_NAME", "dragonrepl")

CELLS = [
    "x := 6*7\nx",
    'import "fmt"\nfmt.Println("hi", x)',
    "display(x + 1)",
    "undefinedZ",
    "x + 100",
]


def notebook():
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": KERNEL, "display_name": "Go (dragonrepl)", "language": "go"}
    nb.cells = [nbformat.v4.new_code_cell(c) for c in CELLS]
    return nb


def summary(nb):
    out = []
    for c in nb.cells:
        items = []
        for o in c.get("outputs", []):
            if o["output_type"] == "stream":
                items.append([o["name"], o["text"]])
            elif o["output_type"] in ("execute_result", "display_data"):
                items.append([o["output_type"], o["data"]["text/plain"]])
            elif o["output_type"] == "error":
                items.append(["error", o["ename"]])
        out.append({"count": c.get("execution_count"), "outputs": items})
    return out


def main():
    res = {}
    nb = notebook()
    try:
        NotebookClient(nb, kernel_name=KERNEL, timeout=60, allow_errors=False).execute()
        res["stopped_at_error"] = False
    except CellExecutionError as e:
        res["stopped_at_error"] = True
        res["error_names_cell"] = "undefinedZ" in str(e)
    res["strict"] = summary(nb)

    nb = notebook()
    NotebookClient(nb, kernel_name=KERNEL, timeout=60, allow_errors=True).execute()
    res["allow_errors"] = summary(nb)
    print(json.dumps(res))


if __name__ == "__main__":
    main()
