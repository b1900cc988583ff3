#!/usr/bin/env python3
"""Writes the public names of CPython's standard modules that the interpreter offers, for the module inventory.

Reads the module list from src/test/resources/inventory/modules.txt (one name a line, as the interpreter's registry
lists them; ModuleInventoryTest writes it) and writes src/test/resources/inventory/cpython_names.json: module ->
sorted names of dir(module) that do not start with '_' and are not modules. Run with CPython 3.11: python3 gen_module_names.py
"""
import importlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
INVENTORY = HERE.parent / "resources" / "inventory"


def main():
    names = {}
    for module in (INVENTORY / "modules.txt").read_text().split():
        try:
            m = importlib.import_module(module)
        except ImportError:
            names[module] = None
            continue
        # the modules a module imports (os in shutil, re in csv) are not its API
        names[module] = sorted(n for n in dir(m) if not n.startswith("_")
                               and type(getattr(m, n)).__name__ != "module")
    (INVENTORY / "cpython_names.json").write_text(json.dumps(names, indent=0, sort_keys=True) + "\n")
    print(len(names), "modules on", sys.version.split()[0])


if __name__ == "__main__":
    main()
