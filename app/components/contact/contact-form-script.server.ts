import { CONTACT_ERRORS, EMAIL, NO_COMPANY, SUBJECT } from "~/lib/contact-mail";

/**
 * The contact form before the page's modules arrive (a slow phone's first seconds): this
 * inline script at the end of the page (app/early-scripts.server.ts) does what the form does
 * once React runs it:
 * the same checks with the same messages (shown by the browser on the first field at fault,
 * since the form's markup is React's until it hydrates), the same message handed to the mail
 * program in the same window, then the fields cleared. Once the visitor's module runs the form (`data-live`, app/visitor/contact-form.ts)
 * it steps aside. e2e/contact.spec.ts holds both to the same outcome.
 */
export const CONTACT_FORM_SCRIPT = `(function(){var M=${JSON.stringify(CONTACT_ERRORS)},E=new RegExp(${JSON.stringify(EMAIL.source)});function form(f){f.addEventListener('input',function(e){if(e.target.setCustomValidity)e.target.setCustomValidity('')});f.addEventListener('submit',function(e){if(f.hasAttribute('data-live'))return;e.preventDefault();var v=function(n){return f.elements[n].value.trim()},bad=null;[['name',v('name')?'':M.nameRequired],['email',!v('email')?M.emailRequired:E.test(v('email'))?'':M.emailInvalid],['message',v('message')?'':M.messageRequired]].forEach(function(c){var el=f.elements[c[0]];el.setCustomValidity(c[1]);if(c[1]&&!bad)bad=el});if(bad){bad.focus();bad.reportValidity();return}var b=['Name: '+v('name'),'Email: '+v('email'),'Company: '+(v('company')||${JSON.stringify(NO_COMPANY)}),'','Message:',v('message')].join('\\n'),a=document.createElement('a');a.href='mailto:'+f.getAttribute('action').slice(7).trim()+'?subject='+encodeURIComponent(${JSON.stringify(SUBJECT)}+v('name'))+'&body='+encodeURIComponent(b);if(f.dataset.contactForm==='new-window'){a.target='_blank';a.rel='noopener noreferrer'}a.hidden=true;document.body.append(a);a.click();a.remove();f.reset()})}document.querySelectorAll('form[data-contact-form]').forEach(function(f){form(f)})})()`;
