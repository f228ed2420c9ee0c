#!/usr/bin/env bash
# CI only (.ci/run, as root or with sudo): the .deb installed with apt-get
# as a person would, then `reorder`, `man reorder`, :Reorder in vim and
# neovim, :reorder in kakoune and M-x reorder-region in emacs found through
# the system's own paths (no packpath or load path given); the
# package is removed again at the end. It refuses to run where a reorder
# package is already installed, so it never replaces one.
set -euo pipefail
binary=$1
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/reorder-install-test.XXXXXX")
chmod 755 "$work"  # apt's sandbox user reads the package from here
fail() { echo "FAIL: $*" >&2; exit 1; }
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
if dpkg -s reorder > /dev/null 2>&1; then
  rm -rf "$work"
  fail "a reorder package is installed already: not replacing it"
fi
# Purged, not only removed: the emacs site-start.d file is a conffile.
remove() {
  DEBIAN_FRONTEND=noninteractive $sudo apt-get purge -y -qq reorder > /dev/null 2>&1 || true
  rm -rf "$work"
}
trap remove EXIT

deb=$("$here/scripts/build-deb.sh" "$binary" "$work")
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$deb" > "$work/apt.log" 2>&1 \
  || { cat "$work/apt.log" >&2; fail "apt-get install $(basename "$deb")"; }
echo "ok   apt-get install $(basename "$deb")"

version=$(dpkg-deb -f "$deb" Version)
[ "$(/usr/bin/reorder --version)" = "reorder $version" ] || fail "/usr/bin/reorder says $(/usr/bin/reorder --version)"
[ "$(printf 'a\nb\nc\n' | /usr/bin/reorder --order 3,1,2)" = $'c\na\nb' ] || fail "--order from the installed binary"
echo "ok   /usr/bin/reorder runs: $(/usr/bin/reorder --version)"
MANWIDTH=80 man reorder 2> /dev/null | grep -q '\[range\]Reorder' || fail "man reorder does not show the manual page"
echo "ok   man reorder"

vim -N -u NONE -i NONE -es --cmd 'packloadall' \
  -c 'help :Reorder' -c 'call writefile([exists(":Reorder") . expand("%:t")], "'"$work/vim.txt"'")' \
  -c 'qa!' || true
[ "$(cat "$work/vim.txt" 2> /dev/null)" = "2reorder.txt" ] || fail "vim did not find the installed plugin or its help"
echo "ok   vim finds :Reorder and :help reorder where Debian's vim looks"
HOME=$work XDG_CONFIG_HOME=$work/c XDG_DATA_HOME=$work/d nvim --headless -u NONE -i NONE --cmd 'packloadall' \
  -c 'help :Reorder' -c 'call writefile([exists(":Reorder") . expand("%:t")], "'"$work/nvim.txt"'")' \
  -c 'qa!' > /dev/null 2>&1 || true
[ "$(cat "$work/nvim.txt" 2> /dev/null)" = "2reorder.txt" ] || fail "neovim did not find the installed plugin or its help"
echo "ok   neovim finds :Reorder and :help reorder where Debian's neovim looks"

# kakoune with the system's kakrc (its autoload) and emacs with Debian's
# site-start (its site-start.d) find the plugins by themselves.
installed_editors() {
  rm -f "$work/kak.txt" "$work/emacs.txt"
  HOME=$work XDG_CONFIG_HOME=$work/c timeout 30 kak -ui dummy \
    -e "try %{ echo -to-file '$work/kak.txt' %opt{reorder_command} } catch %{ echo -to-file '$work/kak.txt' none }; kill!" \
    > /dev/null 2>&1 || true
  HOME=$work emacs -q --batch --eval "(princ (if (commandp 'reorder-region) 'found 'none))" \
    > "$work/emacs.txt" 2> /dev/null || true
  echo "$(cat "$work/kak.txt" 2> /dev/null) $(cat "$work/emacs.txt")"
}
[ "$(installed_editors)" = "reorder found" ] || fail "kakoune and emacs: $(installed_editors)"
echo "ok   kakoune (autoload) and emacs (site-start.d) find the installed plugins"

# A negative check that the test can fail: without the package, vim finds
# no :Reorder.
DEBIAN_FRONTEND=noninteractive $sudo apt-get remove -y -qq reorder > /dev/null 2>&1
[ ! -e /usr/bin/reorder ] || fail "apt-get remove left /usr/bin/reorder"
vim -N -u NONE -i NONE -es --cmd 'packloadall' \
  -c 'call writefile([exists(":Reorder")], "'"$work/vim-gone.txt"'")' -c 'qa!' || true
[ "$(cat "$work/vim-gone.txt" 2> /dev/null)" = "0" ] || fail "vim still finds :Reorder after the package is removed"
# The site-start.d file stays (a conffile) and then does nothing.
[ "$(installed_editors)" = "none none" ] || fail "after removal, kakoune and emacs: $(installed_editors)"
echo "ok   apt-get remove takes it all away again"
