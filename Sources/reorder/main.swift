import ReorderTerminal
print(ncursesVersion())
