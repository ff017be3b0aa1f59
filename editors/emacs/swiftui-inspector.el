;;; swiftui-inspector.el --- SwiftUI layout inspector through eglot  -*- lexical-binding: t; -*-

;; Starts InspectorDaemon as the eglot server of Swift buffers: sizes and reasons next to the code (hover,
;; inlay hints where eglot shows them, diagnostics with ranges) and three commands about the view at point:
;; `swiftui-inspector-why', `swiftui-inspector-render' and `swiftui-inspector-roots'.
;; Eglot 1.9 (Emacs 28, Debian's elpa-eglot) runs one server per major mode: see README.md for keeping
;; sourcekit-lsp beside it.

;;; Code:

(require 'eglot)
(require 'jsonrpc)
(require 'seq)

(defgroup swiftui-inspector nil
  "The SwiftUI layout inspector."
  :group 'tools)

(defcustom swiftui-inspector-command '("InspectorDaemon")
  "The daemon's command line."
  :type '(repeat string))

(defcustom swiftui-inspector-modes '(swift-mode)
  "The major modes whose buffers the inspector serves."
  :type '(repeat symbol))

(defvar swiftui-inspector-last-result nil
  "The last command's result, for scripts and tests.")

;;;###autoload
(defun swiftui-inspector-register ()
  "Make the inspector the eglot server of `swiftui-inspector-modes'."
  (add-to-list 'eglot-server-programs
               (cons swiftui-inspector-modes swiftui-inspector-command)))

(defun swiftui-inspector--position ()
  "Point as an LSP position (eglot's encoding)."
  (eglot--pos-to-lsp-position (point)))

(defun swiftui-inspector--command (name &optional extra)
  "Run the daemon's command NAME about point, with EXTRA arguments; return its result."
  (let* ((server (eglot--current-server-or-lose))
         (argument (append (list :uri (eglot--path-to-uri (buffer-file-name))
                                 :position (swiftui-inspector--position))
                           extra)))
    (setq swiftui-inspector-last-result
          (jsonrpc-request server :workspace/executeCommand
                           (list :command name :arguments (vector argument))))))

(defun swiftui-inspector--show (lines)
  "Show LINES (a vector or list of strings) in the help buffer and echo the first."
  (let ((lines (append lines nil)))
    (with-help-window "*SwiftUI inspector*"
      (princ (mapconcat #'identity lines "\n")))
    (message "%s" (car lines))))

;;;###autoload
(defun swiftui-inspector-why (&optional dimension)
  "Why the view at point has its width (or DIMENSION: height, x, y)."
  (interactive)
  (let ((result (swiftui-inspector--command "inspector.why" (and dimension (list :dimension dimension)))))
    (swiftui-inspector--show (plist-get result :lines))))

;;;###autoload
(defun swiftui-inspector-render ()
  "Draw the root at point as SVG and open it."
  (interactive)
  (let* ((result (swiftui-inspector--command "inspector.render"))
         (path (plist-get result :path)))
    (message "Drawn to %s" path)
    (when (display-graphic-p) (find-file-other-window path))))

;;;###autoload
(defun swiftui-inspector-roots ()
  "List the buffer's roots and how their update loops went."
  (interactive)
  (let ((roots (swiftui-inspector--command "inspector.roots")))
    (swiftui-inspector--show
     (or (seq-map (lambda (root)
                    (format "%s (%s): %s" (plist-get root :name) (plist-get root :kind) (plist-get root :status)))
                  roots)
         '("No roots: no #Preview, PreviewProvider or view without required arguments")))))

(provide 'swiftui-inspector)
;;; swiftui-inspector.el ends here
