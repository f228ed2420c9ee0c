#!/bin/sh
# Regenerates the references' answers for the structure corpus into DIR
# (default Tests/corpus/structure/expected): cmark's block structure of
# every Markdown file (markdown_blocks.py) and org-mode's result of every
# structure command on every heading of every org file (org_moves.py).
# `make oracle` writes them in place; `make oracle-check` writes them to a
# temporary directory and compares, so the stored files are proven to be
# what cmark and Emacs say.
set -eu
cd "$(dirname "$0")/../.."
corpus=Tests/corpus/structure
out=${1:-$corpus/expected}
for tool in cmark emacs python3; do
  command -v "$tool" >/dev/null || {
    echo "oracle: $tool is missing: run 'sudo apt-get install -y cmark emacs-nox python3'" >&2
    exit 1
  }
done
mkdir -p "$out/markdown" "$out/org"
for file in "$corpus"/markdown/*.md; do
  name=$(basename "$file" .md)
  python3 scripts/oracle/markdown_blocks.py "$file" > "$out/markdown/$name.blocks"
done
for file in "$corpus"/org/*.org; do
  name=$(basename "$file" .org)
  python3 scripts/oracle/org_moves.py "$file" > "$out/org/$name.json"
done
