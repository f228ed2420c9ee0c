#!/usr/bin/env bash
# Builds reorder_VERSION_ARCH.deb from a release binary (make deb):
#   usr/bin/reorder                              the program (stripped)
#   usr/share/man/man1/reorder.1.gz              the manual page
#   usr/share/bash-completion/completions/reorder
#   usr/share/zsh/vendor-completions/_reorder    (Debian's zsh looks there)
#   usr/share/fish/vendor_completions.d/reorder.fish
#   usr/share/vim/vimfiles/pack/reorder/start/reorder   the vim plugin, with
#       its help tags: Debian's vim has /usr/share/vim/vimfiles in
#       'packpath', so :Reorder and :help reorder work without a vimrc
#   usr/share/nvim/site/pack/reorder/start/reorder      the same for neovim
#       (a link: /usr/share/nvim/site is in neovim's 'packpath')
#   usr/share/doc/reorder/{README.md.gz,copyright,changelog.gz}
#   usr/share/doc/reorder/docs/*.md.gz           the guides the README links
# Usage: build-deb.sh BINARY OUTPUT-DIRECTORY; prints the .deb's path.
set -euo pipefail
binary=$1
out=$2
here=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/^public let reorderVersion = "\(.*\)"$/\1/p' "$here/Sources/ReorderTerminal/App/Options.swift")
[ -n "$version" ] || { echo "build-deb: no version in Options.swift" >&2; exit 1; }
arch=$(dpkg --print-architecture)
work=$(mktemp -d "${TMPDIR:-/tmp}/reorder-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT
root="$work/root"

install -d "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/man/man1" \
  "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
  "$root/usr/share/fish/vendor_completions.d" "$root/usr/share/doc/reorder/docs" \
  "$root/usr/share/vim/vimfiles/pack/reorder/start" "$root/usr/share/nvim/site/pack/reorder/start"
install -m 755 "$binary" "$root/usr/bin/reorder"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/reorder"
gzip -9n < "$here/docs/reorder.1" > "$root/usr/share/man/man1/reorder.1.gz"
install -m 644 "$here/completions/reorder.bash" "$root/usr/share/bash-completion/completions/reorder"
install -m 644 "$here/completions/_reorder" "$root/usr/share/zsh/vendor-completions/_reorder"
install -m 644 "$here/completions/reorder.fish" "$root/usr/share/fish/vendor_completions.d/reorder.fish"

plugin="$root/usr/share/vim/vimfiles/pack/reorder/start/reorder"
cp -r "$here/editors/vim" "$plugin"
rm -f "$plugin/doc/tags"
vim -N -u NONE -i NONE -es -c "helptags $plugin/doc" -c 'q'
[ -s "$plugin/doc/tags" ] || { echo "build-deb: vim made no help tags" >&2; exit 1; }
ln -s ../../../../../vim/vimfiles/pack/reorder/start/reorder "$root/usr/share/nvim/site/pack/reorder/start/reorder"

gzip -9n < "$here/README.md" > "$root/usr/share/doc/reorder/README.md.gz"
for guide in "$here"/docs/*.md; do
  gzip -9n < "$guide" > "$root/usr/share/doc/reorder/docs/$(basename "$guide").gz"
done
install -m 644 "$here/packaging/debian/copyright" "$root/usr/share/doc/reorder/copyright"
date=$(date -u -R -d "@$(git -C "$here" log -1 --format=%ct 2>/dev/null || date +%s)")
sed "s/@VERSION@/$version/; s/@DATE@/$date/" "$here/packaging/debian/changelog" \
  | gzip -9n > "$root/usr/share/doc/reorder/changelog.gz"

# The libraries the binary links, as Debian names them (dpkg-shlibdeps
# wants a source package around it: a two-line one will do).
mkdir -p "$work/src/debian"
printf 'Source: reorder\n\nPackage: reorder\nArchitecture: any\n' > "$work/src/debian/control"
depends=$(cd "$work/src" && dpkg-shlibdeps -O -e"$root/usr/bin/reorder" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "build-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed "s/@VERSION@/$version/; s/@ARCH@/$arch/; s/@SIZE@/$size/; s/@DEPENDS@/$depends/" \
  "$here/packaging/debian/control.in" > "$root/DEBIAN/control"

find "$root" -type d -exec chmod 755 {} +
find "$root/usr/share" -type f -exec chmod 644 {} +
(cd "$root" && find usr -type f -exec md5sum {} + | sort -k 2) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
mkdir -p "$out"
deb="$out/reorder_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" > /dev/null
echo "$deb"
