"""Drive the dragonrepl kernel with jupyter_client's KernelManager and print
one JSON object of measurements on the last line of stdout.

usage: km_check.py measure N TRIVIAL_CELL EXPECTED_TEXT LOOP_CELL KERNEL_LOG
       km_check.py orphan KERNEL_LOG     (start a kernel, print its pid, hang)
"""

import json
import os
import signal
import statistics
import sys
import time

from jupyter_client.manager import KernelManager

KERNEL = os.environ.get("DRAGONREPL_KERNEL_NAME", "dragonrepl")


def until_idle(kc, msg_id, timeout=30):
    """Collect iopub messages of msg_id up to status idle."""
    out = []
    deadline = time.monotonic() + timeout
    while True:
        m = kc.get_iopub_msg(timeout=max(0.01, deadline - time.monotonic()))
        if m["parent_header"].get("msg_id") != msg_id:
            continue
        out.append(m)
        if m["msg_type"] == "status" and m["content"]["execution_state"] == "idle":
            return out


def shell_reply(kc, msg_id, timeout=30):
    while True:
        r = kc.get_shell_msg(timeout=timeout)
        if r["parent_header"].get("msg_id") == msg_id:
            return r


def alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ", 1)[1][0] != "Z"
    except FileNotFoundError:
        return False


def measure(n, cell, expected, loop_cell, log_path):
    res = {}
    log = open(log_path, "w")
    km = KernelManager(kernel_name=KERNEL)
    t0 = time.monotonic()
    km.start_kernel(stdout=log, stderr=log)
    kc = None
    pid = km.provisioner.process.pid
    res["pid"] = pid
    try:
        kc = km.client()
        kc.start_channels()
        kc.wait_for_ready(timeout=60)
        res["ready_s"] = round(time.monotonic() - t0, 3)
        res["alive_hb"] = kc.hb_channel.is_beating()

        # Warm up, and check the cell's value.
        msg_id = kc.execute(cell)
        shell_reply(kc, msg_id)
        outs = until_idle(kc, msg_id)
        res["trivial_result"] = [m["content"]["data"]["text/plain"] for m in outs if m["msg_type"] == "execute_result"]

        reply_ms, idle_ms = [], []
        for _ in range(n):
            t = time.perf_counter()
            msg_id = kc.execute(cell)
            r = shell_reply(kc, msg_id)
            t_reply = time.perf_counter()
            until_idle(kc, msg_id)
            t_idle = time.perf_counter()
            if r["content"]["status"] != "ok":
                res["bad_reply"] = r["content"]
                break
            reply_ms.append((t_reply - t) * 1000)
            idle_ms.append((t_idle - t) * 1000)
        q = lambda xs, p: sorted(xs)[min(len(xs) - 1, int(p * len(xs)))]
        res["executes"] = len(reply_ms)
        res["median_reply_ms"] = round(statistics.median(reply_ms), 3)
        res["p90_reply_ms"] = round(q(reply_ms, 0.9), 3)
        res["median_idle_ms"] = round(statistics.median(idle_ms), 3)
        res["p90_idle_ms"] = round(q(idle_ms, 0.9), 3)

        # Interrupt a running loop (interrupt_mode "message": an
        # interrupt_request on control).
        msg_id = kc.execute(loop_cell)
        while True:  # wait until the cell has started
            m = kc.get_iopub_msg(timeout=30)
            if m["parent_header"].get("msg_id") == msg_id and m["msg_type"] == "execute_input":
                break
        t = time.perf_counter()
        km.interrupt_kernel()
        r = shell_reply(kc, msg_id)
        res["interrupt_ms"] = round((time.perf_counter() - t) * 1000, 3)
        res["interrupt_status"] = r["content"]["status"]
        res["interrupt_ename"] = r["content"].get("ename")
        until_idle(kc, msg_id)

        # A frontend that ignores interrupt_mode sends SIGINT: the kernel
        # traps it and interrupts the cell instead of dying.
        msg_id = kc.execute(loop_cell)
        while True:
            m = kc.get_iopub_msg(timeout=30)
            if m["parent_header"].get("msg_id") == msg_id and m["msg_type"] == "execute_input":
                break
        os.kill(pid, signal.SIGINT)
        r = shell_reply(kc, msg_id)
        res["sigint_ename"] = r["content"].get("ename")
        until_idle(kc, msg_id)

        # The kernel still works after the interrupts.
        msg_id = kc.execute(cell)
        res["after_interrupt"] = shell_reply(kc, msg_id)["content"]["status"]
        until_idle(kc, msg_id)

        # A cell reading os.Stdin gets end of file at once instead of
        # hanging (nobody types into a kernel's stdin).
        msg_id = kc.execute('import (\n\t"bufio"\n\t"fmt"\n\t"os"\n)\n_, stdinErr := bufio.NewReader(os.Stdin).ReadString(10)\nfmt.Println(stdinErr)')
        r = shell_reply(kc, msg_id, timeout=10)
        outs = until_idle(kc, msg_id)
        res["stdin_result"] = [m["content"]["text"] for m in outs if m["msg_type"] == "stream"]

        # Restart: shutdown_request(restart=True), then a new process with
        # a fresh session (the variable is gone).
        msg_id = kc.execute("restartProbe := 1")
        shell_reply(kc, msg_id)
        until_idle(kc, msg_id)
        t = time.perf_counter()
        km.restart_kernel(now=False)
        kc.wait_for_ready(timeout=60)
        res["restart_ms"] = round((time.perf_counter() - t) * 1000, 3)
        res["restart_new_pid"] = km.provisioner.process.pid != pid
        res["restart_old_gone"] = not alive(pid)
        pid = km.provisioner.process.pid
        msg_id = kc.execute("restartProbe")
        r = shell_reply(kc, msg_id)
        res["restart_fresh"] = r["content"]["status"] == "error"
        until_idle(kc, msg_id)

        kc.stop_channels()
        kc = None
        t = time.perf_counter()
        km.shutdown_kernel(now=False)
        res["shutdown_ms"] = round((time.perf_counter() - t) * 1000, 3)
        deadline = time.monotonic() + 10
        while alive(pid) and time.monotonic() < deadline:
            time.sleep(0.01)
        res["orphan"] = alive(pid)
    finally:
        if kc is not None:
            kc.stop_channels()
        if km.has_kernel:
            km.shutdown_kernel(now=True)
        log.close()
    print(json.dumps(res))


def orphan(log_path):
    log = open(log_path, "w")
    km = KernelManager(kernel_name=KERNEL)
    km.start_kernel(stdout=log, stderr=log)
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=60)
    print(km.provisioner.process.pid, flush=True)
    time.sleep(3600)  # killed by the test


if __name__ == "__main__":
    if sys.argv[1] == "measure":
        measure(int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6])
    elif sys.argv[1] == "orphan":
        orphan(sys.argv[2])
    else:
        sys.exit("unknown mode " + sys.argv[1])
