import CNcursesw
public func ncursesVersion() -> String { String(cString: curses_version()) }
