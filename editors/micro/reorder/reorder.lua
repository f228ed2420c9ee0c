-- reorder.lua: micro's `reorder [options]` command. The selected lines (a
-- selection counts whole lines; without one, the whole buffer) open in
-- reorder, the interactive list reorderer; Enter puts the new order back
-- as one undo step, Esc, q or Ctrl-C leave the buffer as it was.
--
-- micro's `textfilter` runs a command on micro's own terminal while micro
-- keeps reading it (keys split between the two, terminal replies typed
-- into the buffer). shell.RunInteractiveShell hands the screen over
-- instead: micro suspends its own screen, the command has the terminal to
-- itself, and micro draws again when it ends, inside tmux or not. The
-- lines go to reorder through a file and come back through another, so
-- the buffer changes only when reorder accepted (exit 0).
VERSION = "1.0.0"

local micro = import("micro")
local config = import("micro/config")
local shell = import("micro/shell")
local buffer = import("micro/buffer")

-- Options for every call, as shell words: `set reorder.options "--no-animation"`.
config.RegisterCommonOption("reorder", "options", "")
config.RegisterCommonOption("reorder", "command", "reorder")

-- A word for `sh -c`, quoted so the shell takes it as it is.
local function quote(word)
  return "'" .. word:gsub("'", "'\\''") .. "'"
end

-- Characters (micro's columns) in a UTF-8 line: every byte but the
-- continuation bytes.
local function characters(line)
  return select(2, line:gsub("[^\128-\191]", ""))
end

local function readFile(path)
  local file = io.open(path, "rb")
  if file == nil then return nil end
  local text = file:read("*a")
  file:close()
  return text
end

local function writeFile(path, text)
  local file = assert(io.open(path, "wb"))
  file:write(text)
  file:close()
end

-- The lines reorder gets: first and last (0-based), and whether the last
-- one ends with a newline (only the buffer's last line may not).
local function range(bp)
  local buf, cursor = bp.Buf, bp.Cursor
  local first, last
  if cursor:HasSelection() then
    -- Fields come as pointers; a unary minus gives their value.
    local a, b = -cursor.CurSelection[1], -cursor.CurSelection[2]
    if b:LessThan(a) then a, b = b, a end
    first, last = a.Y, b.Y
    -- A selection that ends at a line's start takes none of that line.
    if b.X == 0 and last > first then last = last - 1 end
  else
    first, last = 0, buf:LinesNum() - 1
    -- The empty "line" after a final newline is no line.
    if last > 0 and buf:Line(last) == "" then last = last - 1 end
  end
  return first, last, last < buf:LinesNum() - 1
end

-- The words of the command line that runs reorder on the files.
local function commandLine(args, dir)
  local words = { quote(config.GetGlobalOption("reorder.command")) }
  local options = config.GetGlobalOption("reorder.options")
  if options ~= "" then table.insert(words, options) end
  for i = 1, #args do table.insert(words, quote(args[i])) end
  return table.concat(words, " ")
    .. " < " .. quote(dir .. "/in") .. " > " .. quote(dir .. "/out")
    .. " 2> " .. quote(dir .. "/err") .. "; echo $? > " .. quote(dir .. "/status")
end

-- Replaces the lines with text as one undo step. Buffer.Replace is a
-- removal and an insertion, and micro undoes together the events of one
-- second: the insertion gets the removal's time, so no second boundary
-- between the two can split them.
local function replaceLines(buf, first, last, hasNewline, text)
  local stop
  if hasNewline then
    stop = buffer.Loc(0, last + 1)
  else
    stop = buffer.Loc(characters(buf:Line(last)), last)
    text = text:gsub("\n$", "")
  end
  buf:Replace(buffer.Loc(0, first), stop, text)
  local top = buf.UndoStack.Top
  if top ~= nil and top.Next ~= nil then
    top.Value.Time = -top.Next.Value.Time
  end
end

local function finish(bp, first, last, hasNewline, lines, dir)
  local status = tonumber((readFile(dir .. "/status") or ""):match("%d+"))
  if status == 0 then
    local result = readFile(dir .. "/out") or ""
    if result == lines then
      micro.InfoBar():Message("reorder: the order is unchanged")
    else
      replaceLines(bp.Buf, first, last, hasNewline, result)
      bp.Cursor:Deselect(true)
      bp.Cursor:GotoLoc(buffer.Loc(0, first))
      local _, count = result:gsub("\n", "")
      micro.InfoBar():Message("reorder: " .. count .. " lines in their new order")
    end
  elseif status == 130 then
    micro.InfoBar():Message("reorder: cancelled; the buffer is unchanged")
  else
    local message = (readFile(dir .. "/err") or ""):match("[^\n]+")
    micro.InfoBar():Error(message or ("reorder: exit status " .. tostring(status)))
  end
end

function reorderCommand(bp, args)
  local buf = bp.Buf
  local first, last, hasNewline = range(bp)
  local parts = {}
  for y = first, last do table.insert(parts, buf:Line(y) .. "\n") end
  local lines = table.concat(parts)
  local made, err = shell.ExecCommand("mktemp", "-d", (os.getenv("TMPDIR") or "/tmp") .. "/reorder-micro.XXXXXX")
  if err ~= nil then
    micro.InfoBar():Error("reorder: no temporary directory: " .. tostring(err))
    return
  end
  local dir = made:gsub("%s+$", "")
  local ok, failure = pcall(function()
    writeFile(dir .. "/in", lines)
    shell.RunInteractiveShell("sh -c " .. quote(commandLine(args, dir)), false, false)
    finish(bp, first, last, hasNewline, lines, dir)
  end)
  shell.ExecCommand("rm", "-rf", dir)
  if not ok then micro.InfoBar():Error("reorder: " .. tostring(failure)) end
end

function init()
  config.MakeCommand("reorder", reorderCommand, config.NoComplete)
  config.AddRuntimeFile("reorder", config.RTHelp, "help/reorder.md")
end
