-- SwiftUI layout inspector for Neovim: starts InspectorDaemon as a language server for Swift buffers, beside
-- sourcekit-lsp (never instead of it), shows each view's size after its expression (inlay hints on Neovim 0.10+,
-- virtual text before), and adds :InspectorWhy, :InspectorRender and :InspectorRoots.
-- Works on Neovim 0.7 (vim.lsp.start_client) and current releases (vim.lsp.start).
local M = {}

M.config = {
  -- The daemon's command line.
  cmd = { 'InspectorDaemon' },
  filetypes = { 'swift' },
  -- initializationOptions: inlayHints = 'sizes' | 'sizesAndProposals' | 'off', keepState, textMeasurer, ...
  init_options = {},
  -- Show sizes as virtual text where the editor has no inlay hints (Neovim before 0.10).
  virtual_text = true,
}

local namespace = vim.api.nvim_create_namespace('swiftui-inspector')
-- The namespace of the sizes drawn as virtual text.
M.namespace = namespace
local client_id -- Neovim 0.7: one client shared by every buffer
-- Per buffer: the last diagnostics version published, and the last command result (scripts and tests read it).
M.state = {}

local function notify(lines)
  if type(lines) == 'string' then lines = { lines } end
  vim.lsp.util.open_floating_preview(lines, 'markdown', { border = 'rounded' })
end

local function buffer_client(bufnr)
  local clients = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr }) or vim.lsp.buf_get_clients(bufnr)
  for _, client in pairs(clients) do
    if client.name == 'swiftui-inspector' then return client end
  end
end

-- The project folder: the nearest one up with Package.swift or .git, else the file's own.
local function project_root(path)
  local folder = vim.fn.fnamemodify(path, ':p:h')
  local package = vim.fn.findfile('Package.swift', folder .. ';')
  if package ~= '' then return vim.fn.fnamemodify(package, ':p:h') end
  local git = vim.fn.finddir('.git', folder .. ';')
  if git ~= '' then return vim.fn.fnamemodify(git, ':p:h:h') end
  return folder
end

-- Sizes as end-of-line virtual text: one request for the whole buffer after each published analysis.
local function refresh_virtual_text(bufnr)
  local client = buffer_client(bufnr)
  if not client or not M.config.virtual_text then return end
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = { start = { line = 0, character = 0 }, ['end'] = { line = vim.api.nvim_buf_line_count(bufnr), character = 0 } },
  }
  client.request('textDocument/inlayHint', params, function(err, hints)
    if err or not vim.api.nvim_buf_is_valid(bufnr) then return end
    vim.api.nvim_buf_clear_namespace(bufnr, namespace, 0, -1)
    local by_line = {}
    for _, hint in ipairs(hints or {}) do
      local line = hint.position.line
      by_line[line] = by_line[line] or {}
      table.insert(by_line[line], type(hint.label) == 'string' and hint.label or hint.label[1].value)
    end
    for line, labels in pairs(by_line) do
      if line < vim.api.nvim_buf_line_count(bufnr) then
        vim.api.nvim_buf_set_extmark(bufnr, namespace, line, 0, {
          virt_text = { { '  ' .. table.concat(labels, '  '), 'Comment' } },
          virt_text_pos = 'eol',
        })
      end
    end
    M.state[bufnr] = M.state[bufnr] or {}
    M.state[bufnr].hints = hints or {}
  end, bufnr)
end

local function on_diagnostics(err, result, ctx, config)
  vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
  local bufnr = vim.uri_to_bufnr(result.uri)
  M.state[bufnr] = M.state[bufnr] or {}
  M.state[bufnr].version = result.version
  M.state[bufnr].diagnostics = result.diagnostics
  if not (vim.lsp.inlay_hint and vim.lsp.inlay_hint.enable) then refresh_virtual_text(bufnr) end
end

local function config_for(bufnr)
  return {
    name = 'swiftui-inspector',
    cmd = M.config.cmd,
    root_dir = project_root(vim.api.nvim_buf_get_name(bufnr)),
    -- An empty Lua table is encoded as a JSON array; initializationOptions must be an object.
    init_options = next(M.config.init_options or {}) and M.config.init_options or vim.empty_dict(),
    handlers = { ['textDocument/publishDiagnostics'] = on_diagnostics },
    on_attach = function(client, attached)
      if vim.lsp.inlay_hint and vim.lsp.inlay_hint.enable then
        pcall(vim.lsp.inlay_hint.enable, true, { bufnr = attached })
      end
    end,
  }
end

-- Attaches the inspector to a buffer, beside whatever else serves it.
function M.attach(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  local config = config_for(bufnr)
  if vim.lsp.start then
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  if not client_id or not vim.lsp.get_client_by_id(client_id) then client_id = vim.lsp.start_client(config) end
  if client_id then vim.lsp.buf_attach_client(bufnr, client_id) end
  return client_id
end

-- Runs one of the daemon's commands about the cursor (or `extra`), calls `done(result)` and shows its lines.
function M.command(name, extra, done)
  local bufnr = vim.api.nvim_get_current_buf()
  local client = buffer_client(bufnr)
  if not client then
    vim.notify('swiftui-inspector is not attached to this buffer', vim.log.levels.WARN)
    return
  end
  local position = vim.lsp.util.make_position_params(0, client.offset_encoding).position
  local argument = vim.tbl_extend('force', { uri = vim.uri_from_bufnr(bufnr), position = position }, extra or {})
  client.request('workspace/executeCommand', { command = name, arguments = { argument } }, function(err, result)
    M.state[bufnr] = M.state[bufnr] or {}
    M.state[bufnr].last = { command = name, error = err, result = result }
    if err then
      vim.notify('swiftui-inspector: ' .. (err.message or tostring(err)), vim.log.levels.WARN)
    elseif done then
      done(result)
    end
  end, bufnr)
end

function M.why(dimension)
  M.command('inspector.why', { dimension = dimension ~= '' and dimension or nil }, function(result)
    notify(result.lines or { result.summary })
  end)
end

function M.render()
  M.command('inspector.render', nil, function(result)
    vim.notify('swiftui-inspector: drawn to ' .. result.path)
  end)
end

function M.roots()
  M.command('inspector.roots', nil, function(result)
    local lines = {}
    for _, root in ipairs(result) do
      table.insert(lines, ('- **%s** (%s): %s%s'):format(root.name, root.kind, root.status,
        root.rootSize and (', ' .. root.rootSize) or ''))
    end
    notify(#lines > 0 and lines or { 'no roots: no #Preview, PreviewProvider or view without required arguments' })
  end)
end

function M.setup(options)
  M.config = vim.tbl_deep_extend('force', M.config, options or {})
  local group = vim.api.nvim_create_augroup('swiftui-inspector', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = M.config.filetypes,
    callback = function(event) M.attach(event.buf) end,
  })
  vim.api.nvim_create_user_command('InspectorWhy', function(command) M.why(command.args) end,
    { nargs = '?', desc = 'Why does the view under the cursor have this width (or height, x, y)?' })
  vim.api.nvim_create_user_command('InspectorRender', function() M.render() end,
    { desc = 'Draw the root under the cursor as SVG' })
  vim.api.nvim_create_user_command('InspectorRoots', function() M.roots() end,
    { desc = "List the buffer's roots and their update loops" })
end

return M
