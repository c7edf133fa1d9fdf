#!/usr/bin/env python3
"""Finds string literals that reach the user without gettext: Swift string literals with words in them passed to
a widget, menu, tooltip, dialog, window title, empty state or accessible label, and not the message of a tr(),
trn() or trc() call (docs/i18n.md).

Usage: Tests/I18n/unmarked_strings.py DIR_OR_FILE...   (paths from the source root)
Prints each finding as PATH:LINE: "TEXT" reaches SINK … and exits 1 when there is any; exits 0 otherwise (standard
error says how many files and marked messages it read).

What counts as user-visible (a "sink"):
  - the unlabelled arguments of the calls in UNLABELLED_SINKS at the positions given (`Label("…")`,
    `MenuEntry("…")`, `describe("…")`, `gtk_window_set_title(w, "…")` …);
  - any call's argument labelled as in TEXT_LABELS (`title: "…"`, `subtitle:`, `description:`, `label:` …);
  - an assignment to a property or variable named as in TEXT_ASSIGNED (`window.title = "…"`, `let label = "…"`);
  - tuples pairing text with a menu action or a key (`("_Quit", "app.quit")`, `("Search", "<Control>f")`), or
    holding an icon name (`("view-grid-symbolic", "Grid View", "Ctrl+2")`: the other members are its texts);
  - what a computed property or function returning a String named …title, …name, …label, …tooltip or …text
    gives directly (`var menuTitle: String { switch self { case .list: "_List View" … } }`).
A literal with no letter in it (after its interpolations are taken out) is not text (`""`, `"/"`, `" › "`,
`"\\(error)"`). EXCEPTIONS lists the literals that stay as they are on purpose, each with its reason; an exception
that no longer matches anything fails too, so the list stays true.
"""
import re
import sys
from pathlib import Path

# Call name → the positions, among its unlabelled arguments, that are user-visible text.
UNLABELLED_SINKS = {
    "Label": [0], "MenuEntry": [0], "describe": [0], "setTitle": [0], "showError": [0], "setAccessibleLabel": [0],
    "ShortcutGroup": [0], "failed": [0], "Button": [0], "setMarkup": [0],
    "gtk_window_set_title": [1], "gtk_label_new": [0], "gtk_label_set_text": [1], "gtk_label_set_label": [1],
    "gtk_label_set_markup": [1], "gtk_button_new_with_label": [0], "gtk_button_new_with_mnemonic": [0],
    "gtk_button_set_label": [1], "gtk_widget_set_tooltip_text": [1], "gtk_widget_set_tooltip_markup": [1],
    "gtk_file_filter_set_name": [1], "gtk_file_chooser_native_new": [0, 3, 4], "gtk_file_dialog_set_title": [1],
    "gtk_about_dialog_set_comments": [1], "gtk_about_dialog_set_copyright": [1],
    "gtk_about_dialog_set_website_label": [1], "gtk_about_dialog_set_translator_credits": [1],
    "g_menu_append": [1], "g_menu_item_new": [0], "gtk_search_entry_set_placeholder_text": [1],
    "gtk_entry_set_placeholder_text": [1], "lattice_error_dialog_new": [1, 2],
}
# Argument labels, property and variable names whose strings people read.
TEXT_LABELS = {"title", "subtitle", "description", "comments", "label", "name", "detail", "placeholder",
               "placeholderText", "tooltip", "accessibleLabel", "text", "secondaryText", "heading", "body",
               "otherwise"}
# Calls whose string arguments are messages already: their literals are marked.
MARKS = {"tr", "trn", "trc", "trGtk"}
# Properties and variables whose assigned strings people read (not `name`: a file's, a key's).
TEXT_ASSIGNED = {"title", "subtitle", "label", "tooltip", "text", "secondaryText", "placeholderText", "accessibleLabel",
                 "tooltipText", "comments"}
# Names of computed properties and functions whose String results are texts.
TEXT_RESULT = re.compile(r"(title|name|label|tooltip|text)$", re.IGNORECASE)

# Literals left as they are on purpose: (file, text, reason).
EXCEPTIONS = [
    ("Sources/LatticeViewer/Window/ViewerWindow.swift", "Lattice",
     "the application's name in the About dialog: a name, not a word (the desktop file's Name is offered to "
     "translators, who keep it)"),
]

KEY = r"(?:<[A-Za-z]+>)*(?:F\d{1,2}|[A-Za-z0-9]|Up|Down|Left|Right|Home|End|Return|Menu|Escape|Tab|Delete|BackSpace|" \
      r"question|plus|minus|equal|space|Page_Up|Page_Down|KP_\w+)"
ACCELERATOR = re.compile(rf"^{KEY}(?: {KEY})*$")
ACTION = re.compile(r"^(?:app|win)\.[\w-]+$")
ICON = re.compile(r"^[a-z0-9-]+-symbolic$")
KEYWORDS = {"return", "in", "case", "else", "if", "guard", "where", "let", "var", "throw", "await", "try", "switch",
            "for", "while", "repeat", "default"}


class Literal:
    def __init__(self, start, end, text):
        self.start, self.end, self.text = start, end, text


def lex(source):
    """The literals of `source` and its code with comments and literals blanked (same length, newlines kept), so
    brackets can be matched on it."""
    code = list(source)
    literals = []
    n = len(source)

    def blank(a, b):
        for k in range(a, b):
            if code[k] != "\n":
                code[k] = " "

    def string(i):
        """Reads the literal starting at i (at its quote or its #s); returns (end, text without interpolations)."""
        hashes = 0
        while source[i] == "#":
            hashes += 1
            i += 1
        multiline = source.startswith('"""', i)
        i += 3 if multiline else 1
        closing = ('"""' if multiline else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        text = []
        while i < n:
            if source.startswith(closing, i):
                return i + len(closing), "".join(text)
            if source.startswith(escape, i):
                i += len(escape)
                if i < n and source[i] == "(":   # an interpolation: code up to its closing parenthesis
                    i = skip_code(i + 1, ")")
                    text.append(" ")
                    continue
                if i < n:
                    text.append({"n": "\n", "t": "\t"}.get(source[i], source[i]))
                    i += 1
                continue
            if not multiline and source[i] == "\n":
                return i, "".join(text)   # unterminated: stop at the line's end
            text.append(source[i])
            i += 1
        return n, "".join(text)

    def skip_code(i, until):
        """Skips code (inside an interpolation) up to its closing `until`; returns the index after it."""
        depth = 0
        while i < n:
            c = source[i]
            if c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
                i, _ = string(i)
                continue
            if c in "([{":
                depth += 1
            elif c in ")]}":
                if depth == 0 and c == until:
                    return i + 1
                depth -= 1
            i += 1
        return n

    i = 0
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:]) and (i == 0 or not source[i - 1].isalnum())):
            end, text = string(i)
            literals.append(Literal(i, end, text))
            blank(i, end)
            code[i] = '"'   # a literal stays visible as one token
            i = end
        else:
            i += 1
    return "".join(code), literals


def matching(code, open_at):
    """The index of the bracket closing the one at `open_at`."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    depth = 0
    for k in range(open_at, len(code)):
        c = code[k]
        if c in pairs:
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return k
    return len(code)


def split_top(code, a, b):
    """The top-level comma-separated parts of code[a:b], as (start, end) ranges."""
    parts, depth, start = [], 0, a
    for k in range(a, b):
        c = code[k]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append((start, k))
            start = k + 1
    parts.append((start, b))
    return parts


def callee(code, paren):
    """The name called with the parenthesis at `paren`, or None for a tuple or grouping."""
    m = re.search(r"([A-Za-z_]\w*)\s*$", code[:paren])
    if not m or m.group(1) in KEYWORDS:
        return None
    return m.group(1)


def argument_label(code, start, end):
    m = re.match(r"\s*([A-Za-z_]\w*)\s*:(?!:)", code[start:end])
    return m.group(1) if m else None


def has_words(text):
    return any(ch.isalpha() for ch in text)


def judge(path, source):
    """(findings, how many marked messages) for one file: findings as (line, text, sink)."""
    code, literals = lex(source)
    by_start = {lit.start: lit for lit in literals}
    # The brackets open at each literal.
    stacks, stack = {}, []
    for k, c in enumerate(code):
        if k in by_start:
            stacks[k] = list(stack)
        if c in "([{":
            stack.append(k)
        elif c in ")]}" and stack:
            stack.pop()
    findings, marked = [], 0

    def literal_at(a, b):
        """The literal that is the whole of code[a:b], if one is."""
        stripped_start = a + (len(code[a:b]) - len(code[a:b].lstrip()))
        lit = by_start.get(stripped_start)
        if lit and code[lit.end:b].strip() == "":
            return lit
        return None

    for lit in literals:
        if not has_words(lit.text):
            continue
        opens = stacks[lit.start]
        sink = None
        # The innermost bracket that is not an array or dictionary literal decides (an array is part of its argument).
        level = len(opens) - 1
        position = lit.start
        while level >= 0 and code[opens[level]] == "[":
            position = opens[level]
            level -= 1
        inner = opens[level] if level >= 0 else None
        if inner is not None and code[inner] == "(":
            name = callee(code, inner)
            if name in MARKS:
                marked += 1
                continue
            close = matching(code, inner)
            parts = split_top(code, inner + 1, close)
            index = next((k for k, (a, b) in enumerate(parts) if a <= position <= b), 0)
            label = argument_label(code, *parts[index])
            if label is not None:
                if label in TEXT_LABELS:
                    sink = f"{name or 'tuple'}({label}:)"
            elif name is not None:
                unlabelled = [k for k, part in enumerate(parts) if argument_label(code, *part) is None]
                if name in UNLABELLED_SINKS and unlabelled.index(index) in UNLABELLED_SINKS[name]:
                    sink = f"{name}(…)"
            elif position == lit.start:
                # A tuple: text paired with an action or keys, or an icon's texts.
                members = [literal_at(a, b) for a, b in parts]
                others = [m.text for m in members if m is not None and m is not lit]
                if not (ACCELERATOR.match(lit.text) or ACTION.match(lit.text) or ICON.match(lit.text)):
                    if any(ICON.match(t) for t in others):
                        sink = "a tuple with an icon name"
                    elif index == 0 and any(ACTION.match(t) or ACCELERATOR.match(t) for t in others):
                        sink = "a tuple with an action or keys"
        else:
            # A statement: an assignment to a text property or variable, or a text-returning property's result.
            # The statement's first line: lines starting with an operator continue the one before.
            line_start = code.rfind("\n", 0, lit.start) + 1
            while line_start > 0 and re.match(r"\s*(?:[?:+]|&&|\|\|)", code[line_start:lit.start]):
                line_start = code.rfind("\n", 0, line_start - 1) + 1
            before = code[line_start:lit.start]
            m = re.match(r"\s*(?:(?:let|var)\s+)?(?:[\w?!]+\.)*(\w+)\s*(?::\s*[\w.<>?\[\]]+\s*)?=(?!=)", before)
            if m and m.group(1) in TEXT_ASSIGNED:
                sink = f"{m.group(1)} ="
            else:
                for brace in reversed(opens):
                    if code[brace] != "{":
                        continue
                    head = code[:brace]
                    m = re.search(r"\bvar\s+(\w+)\s*:\s*String\??\s*$", head) or \
                        re.search(r"\bfunc\s+(\w+)\s*\([^)]*\)\s*->\s*String\??\s*$", head)
                    if m:
                        if TEXT_RESULT.search(m.group(1)):
                            sink = f"the result of {m.group(1)}"
                        break
        if sink is not None:
            findings.append((source.count("\n", 0, lit.start) + 1, lit.text, sink))
    return findings, marked


def main(arguments):
    root = Path(__file__).resolve().parent.parent.parent
    files = []
    for argument in arguments:
        path = root / argument
        files += sorted(path.rglob("*.swift")) if path.is_dir() else [path]
    used, failures, marked = set(), [], 0
    for file in files:
        relative = file.relative_to(root).as_posix()
        findings, count = judge(relative, file.read_text(encoding="utf-8"))
        marked += count
        for line, text, sink in findings:
            exception = next((e for e in EXCEPTIONS if e[0] == relative and e[1] == text), None)
            if exception:
                used.add((exception[0], exception[1]))
                continue
            failures.append(f'{relative}:{line}: "{text}" reaches {sink} without tr(), trn() or trc()')
    for path, text, _ in EXCEPTIONS:
        if (path, text) not in used:
            failures.append(f'the exception for "{text}" in {path} matches nothing: take it out of {Path(__file__).name}')
    for failure in failures:
        print(failure)
    print(f"{len(files)} Swift files: {marked} marked messages, {len(failures)} unmarked texts", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
