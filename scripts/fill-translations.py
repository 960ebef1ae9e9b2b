#!/usr/bin/env python3
"""Fills unfinished messages of a Qt .ts catalogue from a Python file defining TEXTS = {source: translation}.

Usage: scripts/fill-translations.py translations/headwater_ko.ts TABLE.py
Sources and translations are plain text; XML escaping is done here. A numerus message takes a tuple of forms
(English: singular, plural) or one string (Korean has one form).
Prints the sources still unfinished, so none is forgotten.
"""
import html
import re
import runpy
import sys

catalogue, table_file = sys.argv[1], sys.argv[2]
table = runpy.run_path(table_file)["TEXTS"]
text = open(catalogue, encoding="utf-8").read()

# One message at a time: nothing in a match may cross a </message>.
within = r"(?:(?!</message>).)*?"
message = re.compile(rf'(<message( numerus="yes")?>{within}<source>({within})</source>{within})<translation type="unfinished">({within})</translation>', re.S)


def fill(m):
    source = html.unescape(m.group(3))
    if source not in table:
        return m.group(0)
    def escape(t):
        return html.escape(t, quote=False).replace("'", "&apos;").replace('"', "&quot;")

    value = table[source]
    if m.group(2):
        forms = value if isinstance(value, tuple) else (value,)
        body = "".join(f"<numerusform>{escape(form)}</numerusform>" for form in forms)
    else:
        body = escape(value)
    return f"{m.group(1)}<translation>{body}</translation>"


text = message.sub(fill, text)
open(catalogue, "w", encoding="utf-8").write(text)
for m in message.finditer(text):
    print("unfinished:", html.unescape(m.group(3)))
