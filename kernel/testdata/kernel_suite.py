"""jupyter_kernel_test suite for the dragonrepl kernel (run by
integration_test.go with JUPYTER_PATH pointing at a temporary kernelspec).

The Go samples below are ordinary cells of the dragonrepl session.
"""

import os
import unittest

import jupyter_kernel_test


class DragonreplKernelTests(jupyter_kernel_test.KernelTests):
    kernel_name = os.environ.get("DRAGONREPL_KERNEL_NAME", "dragonrepl")
    language_name = "go"
    file_extension = ".go"

    code_hello_world = 'import "fmt"\nfmt.Println("hello, world")'
    code_stderr = 'import (\n\t"fmt"\n\t"os"\n)\nfmt.Fprintln(os.Stderr, "to stderr")'
    code_generate_error = "undefinedNameXYZ + 1"
    code_execute_result = [
        {"code": "6*7", "result": "42"},
        {"code": "1+2", "result": "3"},
    ]
    code_display_data = [
        {"code": "display(6*7)", "mime": "text/plain"},
    ]
    complete_code_samples = ["x := 1", "func f() int { return 1 }", ""]
    incomplete_code_samples = ["func f() {", "x := []int{1,", "y := 1 +"]
    invalid_code_samples = ["}", "x := )"]
    completion_samples = [
        {"text": "fmt.Prin", "matches": ["Print", "Printf", "Println"]},
    ]
    code_inspect_sample = "play"
    supported_history_operations = ("tail", "range", "search")
    code_history_pattern = "6*7"


if __name__ == "__main__":
    unittest.main(verbosity=2)
