# Licensed under the Apache License, Version 2.0.
"""The worker: a forked child of the supervisor that runs guest code, REPL-style, in one persistent namespace.

It reads execution requests from its control pipe and answers on its result pipe. Its stdout and stderr are pipes
the supervisor drains and caps, so nothing the guest prints can reach the host protocol channel.
"""

import ast
import base64
import builtins
import io
import linecache
import os
import sys
import traceback

import hostcalls
import netguard
import protocol
import workspace

GUEST_FILE = "<string>"
MAX_VALUE_CHARS = 1 << 20


def serve(control_fd, result_fd, answer_fd=None):
    namespace = {"__name__": "__main__", "__builtins__": builtins}
    host = hostcalls.GuestHost(result_fd, answer_fd) if answer_fd is not None else None
    _track_figure_saves()
    protocol.write_frame(result_fd, protocol.READY)
    while True:
        request = protocol.read_frame(control_fd)
        if request is None:
            os._exit(0)
        if host is not None:
            host.install(request.get("hostFunctions", []))
        result = execute(request, namespace)
        _flush_streams()
        if host is not None:
            with host.lock:  # not between the bytes of a call frame another thread is writing
                protocol.write_frame(result_fd, result)
        else:
            protocol.write_frame(result_fd, result)
        _reap_children()


def execute(request, namespace):
    _reset_peak_memory()
    sys.stdin = io.StringIO(request.get("stdin", ""))
    os.environ.update(request.get("env", {}))
    netguard.set_mode(request.get("network"))
    code = request["code"]
    linecache.cache[GUEST_FILE] = (len(code), None, code.splitlines(True), GUEST_FILE)
    result = {"status": "ok"}
    try:
        value = _run(code, namespace)
        if value is not None:
            text = repr(value)
            result["value"] = text if len(text) <= MAX_VALUE_CHARS else text[:MAX_VALUE_CHARS] + "..."
    except SystemExit as exit_request:
        if exit_request.code not in (None, 0):
            result = _error(exit_request)
    except BaseException as error:  # the guest's exception, whatever it is, is the result
        result = _error(error)
    _flush_streams()
    result["figures"] = _collect_figures()
    return result


def _run(code, namespace):
    """Executes all statements; evaluates a final expression statement and returns its value."""
    tree = compile(code, GUEST_FILE, "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = ast.Expression(tree.body.pop().value)
    exec(compile(tree, GUEST_FILE, "exec", dont_inherit=True), namespace)
    if last is None:
        return None
    return eval(compile(last, GUEST_FILE, "eval", dont_inherit=True), namespace)


def _error(error):
    tb = error.__traceback__
    # Frames of the runner itself come first; the guest's start at its first "<string>" frame.
    while tb is not None and tb.tb_frame.f_code.co_filename != GUEST_FILE:
        tb = tb.tb_next
    details = traceback.TracebackException(type(error), error, tb, compact=True)
    frames = [{"file": f.filename, "line": f.lineno or 0, "function": f.name, "source": (f.line or "").strip()}
              for f in details.stack]
    if isinstance(error, SyntaxError):
        message = error.msg or ""
        frames.append({"file": error.filename or GUEST_FILE, "line": error.lineno or 0, "function": "<module>",
                       "source": (error.text or "").strip()})
    else:
        message = _safe_str(error)
    kind = type(error)
    name = kind.__qualname__ if kind.__module__ in ("builtins", "__main__") else kind.__module__ + "." + kind.__qualname__
    errno = getattr(error, "errno", None) if isinstance(error, OSError) else None
    return {"status": "error", "error": {"type": name, "message": message, "frames": frames,
                                         "formatted": "".join(details.format()), "errno": errno}}


def _safe_str(error):
    try:
        return str(error)
    except BaseException:  # a guest __str__ may raise anything
        return "<exception str() failed>"


def _reset_peak_memory():
    """Starts the process's resident-memory high-water mark (VmHWM, read by the supervisor) at this execution."""
    try:
        with open("/proc/self/clear_refs", "w") as handle:
            handle.write("5")
    except OSError:  # not every kernel (or gVisor) has it: the mark then covers the worker's life
        pass


def _track_figure_saves():
    """Marks a figure saved to a file in the workspace, so that it comes back once (as that file), not twice."""
    figure_module = sys.modules.get("matplotlib.figure")
    if figure_module is not None:
        _patch_savefig(figure_module)
    else:
        sys.meta_path.insert(0, _PatchOnImport())


def _patch_savefig(figure_module):
    figure_class = getattr(figure_module, "Figure", None)
    original = getattr(figure_class, "savefig", None)
    if original is None or getattr(original, "_agentcage_tracking", False):
        return

    def savefig(self, fname, *args, **kwargs):
        result = original(self, fname, *args, **kwargs)
        if isinstance(fname, (str, bytes, os.PathLike)):
            path = os.path.abspath(os.fsdecode(fname))
            if path == workspace.ROOT or path.startswith(workspace.ROOT + os.sep):
                self._agentcage_saved_to_file = True
        return result

    savefig._agentcage_tracking = True
    savefig.__doc__ = original.__doc__
    figure_class.savefig = savefig


class _PatchOnImport:
    """A meta path finder that patches matplotlib.figure when the guest first imports it (nothing preloaded it)."""

    def find_spec(self, name, path=None, target=None):
        if name != "matplotlib.figure":
            return None
        spec = None
        for finder in sys.meta_path:
            if finder is not self and hasattr(finder, "find_spec"):
                spec = finder.find_spec(name, path, target)
                if spec is not None:
                    break
        loader = getattr(spec, "loader", None)
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        load = loader.exec_module

        def exec_module(module):
            load(module)
            _patch_savefig(module)

        loader.exec_module = exec_module
        return spec


def _collect_figures():
    pyplot = sys.modules.get("matplotlib.pyplot")
    if pyplot is None:
        return []
    figures = []
    try:
        for number in pyplot.get_fignums():
            figure = pyplot.figure(number)
            if getattr(figure, "_agentcage_saved_to_file", False):
                continue  # it comes back as the file the code saved
            buffer = io.BytesIO()
            figure.savefig(buffer, format="png")
            figures.append({"path": "_figures/figure-%d.png" % number, "mediaType": "image/png",
                            "data": base64.b64encode(buffer.getvalue()).decode("ascii")})
        pyplot.close("all")
    except Exception as error:  # a broken figure must not lose the execution's result
        print("agentcage: could not render a figure: %r" % (error,), file=sys.__stderr__)
    return figures


def _flush_streams():
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass


def _reap_children():
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
