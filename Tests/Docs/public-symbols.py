#!/usr/bin/env python3
"""Lists the public symbols of each library product from SwiftPM's symbol graphs, one per line.

    swift package dump-symbol-graph --minimum-access-level public
    Tests/Docs/public-symbols.py .build/x86_64-unknown-linux-gnu/symbolgraph > docs/api/public-symbols.txt

Each line is `Module  kind  Path.to.symbol(signature)`, sorted, so two lists compare with `diff`. Extensions of
other modules' types (`Module@Other.symbols.json`) count under the module that declares them.
"""
import json
import pathlib
import sys

PRODUCTS = ["LatticeLayout", "DiffableDataSource", "CollectionView", "LatticeGTK", "Gtk", "Catalog", "LayoutSpec"]


def symbols(folder: pathlib.Path, module: str):
    for path in sorted(folder.glob(f"{module}.symbols.json")) + sorted(folder.glob(f"{module}@*.symbols.json")):
        graph = json.loads(path.read_text())
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            name = ".".join(symbol["pathComponents"])
            title = symbol.get("names", {}).get("title", name)
            # Methods and initialisers carry their labels in the title: keep them, so overloads stay apart.
            if "(" in title:
                head, _, arguments = title.partition("(")
                if head.rstrip(".").count(".") and not head.startswith("."):
                    head = head.rsplit(".", 1)[-1]   # an enum case's title repeats its type's path
                name = ".".join(symbol["pathComponents"][:-1] + [head + "(" + arguments])
            yield f"{module}  {kind}  {name}"


def main() -> None:
    folder = pathlib.Path(sys.argv[1])
    for module in PRODUCTS:
        for line in sorted(set(symbols(folder, module))):
            print(line)


if __name__ == "__main__":
    main()
