// Served as a same-origin stylesheet (never inline) so that the pages work under a strict CSP.
// The product's look (apps/web/src/app/theme.ts): Atrium blue #2651c9, the "A" mark, the same font
// stack and the sign-in screen's background, light only as the app is.
export const IDP_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;color:#212529;background:linear-gradient(160deg,#ecf2ff 0%,#f8f9fa 55%) fixed;color-scheme:light;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px 16px}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:20px;font-size:1.375rem;font-weight:700;color:#212529}
.brand-mark{width:40px;height:40px;border-radius:8px;background:#2651c9 url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none'%3E%3Cpath d='M4 20 12 4l8 16M8 13h8' stroke='%23fff' stroke-width='2.4' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E") center/60% no-repeat}
main.card{width:100%;max-width:420px;background:#fff;border:1px solid #dee2e6;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.05),0 10px 15px -5px rgba(0,0,0,.05);padding:32px 28px}
h1{font-size:1.35rem;margin:0 0 6px;font-weight:650}
p{line-height:1.5;margin:0 0 16px;color:#495057}
.subtitle{margin-bottom:24px}
form{margin:0}
.field{margin-bottom:16px}
.field-row{display:flex;gap:12px}
.field-row .field{flex:1;min-width:0}
label{display:block;font-size:.9rem;font-weight:600;margin-bottom:6px;color:#343a40}
input[type=email],input[type=password],input[type=text]{width:100%;font:inherit;font-size:1rem;padding:10px 12px;border:1px solid #ced4da;border-radius:8px;background:#fff;color:inherit;transition:border-color .15s,box-shadow .15s}
input:focus{outline:none;border-color:#2651c9;box-shadow:0 0 0 3px rgba(38,81,201,.25)}
input[aria-invalid=true]{border-color:#e03131}
.hint{font-size:.8rem;color:#5f676f;margin-top:4px}
.field-error{font-size:.8rem;color:#c92a2a;margin-top:4px}
.alert{border-radius:8px;padding:10px 12px;margin-bottom:16px;font-size:.92rem;line-height:1.4}
.alert-error{background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9}
.alert-info{background:#ecf2ff;color:#1e48b4;border:1px solid #acc0f3}
.btn{display:block;width:100%;font:inherit;font-weight:600;font-size:1rem;padding:11px 16px;border-radius:8px;border:1px solid transparent;cursor:pointer;text-align:center;text-decoration:none}
.btn-primary{background:#2651c9;color:#fff}
.btn-primary:hover{background:#1e48b4}
.btn-primary:focus-visible,.btn-secondary:focus-visible,a:focus-visible{outline:3px solid rgba(38,81,201,.45);outline-offset:2px}
.btn-secondary{background:#fff;color:#343a40;border-color:#ced4da;margin-top:10px}
.btn-secondary:hover{background:#f8f9fa}
a{color:#2651c9;text-decoration:none;font-weight:500}
a:hover{text-decoration:underline}
.row-end{display:flex;justify-content:flex-end;margin:-6px 0 18px;font-size:.9rem}
.footer-links{margin-top:22px;padding-top:18px;border-top:1px solid #e9ecef;text-align:center;font-size:.92rem;color:#495057}
.page-footer{margin-top:18px;font-size:.8rem;color:#5f676f}
@media (max-width:420px){main.card{padding:24px 18px}.field-row{flex-direction:column;gap:0}}
`;
