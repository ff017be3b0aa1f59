-- Headless Neovim, end to end: the editors/nvim plugin starts the built daemon for a Swift file, waits for its
-- diagnostics, hovers a Text and checks its width, runs :InspectorWhy, edits the label's text and checks the new
-- width, that :InspectorWhy then explains version 2 of the same tree, and the virtual text. Run by
-- Tests/Editors/run-nvim.sh for each example file:
--   INSPECTOR_DAEMON=... SWIFT_FILE=... nvim --headless --clean -c 'luafile Tests/Editors/nvim_e2e.lua'
-- Widths come from the fixed-advance measurer (derived): 0.5 em per character at .body's 17 pt, rounded up to
-- the @3x pixel grid, so a label of n characters is ceil(25.5 n) / 3 wide.
-- Exit status: 0 pass, 1 a check failed, 2 the server did not start, 3 timeout, 4 script error.
local timeout = 60000
local function out(text) io.stdout:write(text .. '\n') end
local function finish(code, why)
  if why then io.stdout:write((code == 0 and '' or 'FAIL: ') .. why .. '\n') end
  io.stdout:flush()
  if code == 0 then vim.cmd('qall!') else vim.cmd('cquit ' .. code) end
end
local function label_width(text)
  return math.ceil(25.5 * vim.fn.strchars(text) - 1e-9) / 3
end
local function number(value) return (('%.3f'):format(value):gsub('0+$', ''):gsub('%.$', '')) end

local function main()
  vim.defer_fn(function() finish(3, 'timeout') end, timeout)
  local here = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h')
  vim.opt.runtimepath:append(here .. '/../../editors/nvim')
  local inspector = require('swiftui-inspector')
  inspector.setup({ cmd = { os.getenv('INSPECTOR_DAEMON') }, init_options = { textMeasurer = 'fixedAdvance' } })
  vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('SWIFT_FILE')))
  local bufnr = vim.api.nvim_get_current_buf()
  if vim.bo[bufnr].filetype ~= 'swift' then vim.bo[bufnr].filetype = 'swift' end
  local function published(version)
    return vim.wait(timeout, function()
      local state = inspector.state[bufnr]
      return state ~= nil and state.version ~= nil and state.version >= version
    end, 20)
  end
  if not published(0) then return finish(2, 'no diagnostics were published') end
  out(('diagnostics: %d'):format(#inspector.state[bufnr].diagnostics))

  -- The first Text: with a literal label (`Text("Name:")`), or with a property whose first use passes a literal
  -- (`Text(title)` in a row, `title: "Name"` where the row is used).
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  local row, column, label, label_row, label_column
  for index, line in ipairs(lines) do
    local start, _, argument = line:find('Text%(([^)]*)%)')
    if start and argument ~= '' then
      row, column = index - 1, start - 1
      local literal = argument:match('^"([^"\\]+)"$')
      if literal then
        label, label_row, label_column = literal, row, column + #'Text("'
      else
        for use_index, use in ipairs(lines) do
          local at, _, text = use:find(argument .. ': "([^"\\]+)"')
          if at then
            label, label_row, label_column = text, use_index - 1, at - 1 + #(argument .. ': "')
            break
          end
        end
      end
      if label then break end
    end
  end
  if not label then return finish(1, 'no Text with a literal label in the file') end
  local function hover()
    local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = row, character = column } }
    local replies = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover', params, timeout) or {}
    for _, reply in pairs(replies) do
      if reply.result and reply.result.contents then return reply.result.contents.value end
    end
  end
  local value = hover() or ''
  local expected = '**Text** ' .. number(label_width(label)) .. '×'
  out('hover: ' .. vim.split(value, '\n')[1])
  if value:sub(1, #expected) ~= expected then return finish(1, 'hover should start with ' .. expected) end

  vim.api.nvim_win_set_cursor(0, { row + 1, column })
  vim.cmd('InspectorWhy')
  if not vim.wait(timeout, function() return (inspector.state[bufnr] or {}).last ~= nil end, 20) then
    return finish(1, ':InspectorWhy got no answer')
  end
  local why = inspector.state[bufnr].last
  if why.error or not why.result.lines then return finish(1, ':InspectorWhy failed: ' .. vim.inspect(why.error)) end
  out('why: ' .. why.result.lines[1])
  if not why.result.lines[1]:find('^Width ') then return finish(1, 'the explanation should start with "Width "') end

  -- Edit the label: a longer text, sent as an incremental change.
  local before = inspector.state[bufnr].version
  local longer = label .. ' and more'
  vim.api.nvim_buf_set_text(bufnr, label_row, label_column, label_row, label_column + #label, { longer })
  if not published(before + 1) then return finish(1, 'no diagnostics after the edit') end
  value = hover() or ''
  expected = '**Text** ' .. number(label_width(longer)) .. '×'
  out('hover after the edit: ' .. vim.split(value, '\n')[1])
  if value:sub(1, #expected) ~= expected then return finish(1, 'after the edit the hover should start with ' .. expected) end
  -- The edited text is the next version of the same tree: :InspectorWhy explains version 2.
  inspector.state[bufnr].last = nil
  vim.cmd('InspectorWhy')
  if not vim.wait(timeout, function() return (inspector.state[bufnr] or {}).last ~= nil end, 20) then
    return finish(1, ':InspectorWhy got no answer after the edit')
  end
  why = inspector.state[bufnr].last
  if why.error or not why.result.lines then return finish(1, ':InspectorWhy failed: ' .. vim.inspect(why.error)) end
  out('why after the edit: ' .. why.result.lines[1])
  if not (why.result.to and why.result.to.version == 2) then
    return finish(1, 'the edited text should be version 2 of the same tree, got ' .. vim.inspect(why.result.to))
  end

  if not (vim.lsp.inlay_hint and vim.lsp.inlay_hint.enable) then
    local function marks() return #vim.api.nvim_buf_get_extmarks(bufnr, inspector.namespace, 0, -1, {}) end
    vim.wait(5000, function() return marks() > 0 end, 20)
    local count = marks()
    out(('virtual text sizes on %d lines'):format(count))
    if count == 0 then return finish(1, 'no sizes as virtual text') end
  end
  finish(0, 'PASS')
end

local ok, problem = xpcall(main, debug.traceback)
if not ok then finish(4, 'script error: ' .. tostring(problem)) end
