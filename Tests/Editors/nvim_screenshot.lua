-- Neovim as a user sees it, for Documentation/editors.md: the editors/nvim plugin on a Swift file with the
-- daemon's own settings (the system text measurer), sizes as virtual text, and the hover of the first label.
-- Run by Tests/Editors/screenshot.sh nvim inside tmux, which captures the screen.
local here = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h')
vim.opt.runtimepath:append(here .. '/../../editors/nvim')
vim.opt.number = true
vim.cmd('highlight NormalFloat ctermbg=237 ctermfg=255')
local inspector = require('swiftui-inspector')
inspector.setup({ cmd = { os.getenv('INSPECTOR_DAEMON') } })
vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('SWIFT_FILE')))
local bufnr = vim.api.nvim_get_current_buf()
if vim.bo[bufnr].filetype ~= 'swift' then vim.bo[bufnr].filetype = 'swift' end
vim.wait(60000, function()
  local state = inspector.state[bufnr]
  return state ~= nil and state.version ~= nil
end, 50)
for index, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
  local start = line:find('Text%(')
  if start then
    vim.api.nvim_win_set_cursor(0, { index, start - 1 })
    break
  end
end
vim.cmd('normal! zz')
vim.defer_fn(function() vim.lsp.buf.hover() end, 1000)
