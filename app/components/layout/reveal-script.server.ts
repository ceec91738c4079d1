/**
 * Watches every `.reveal` on the page, those added later too (another page opened within the
 * site, a card that arrives live). On its first report an element in view stays as it is:
 * what shows when a page opens is there at once, never faded out and in. One out of view
 * waits, hidden (`data-reveal="wait"`, app.css), until 10% of it is in view (or a tenth of
 * the screen's height, for one taller than ten screens), then comes in (`"in"`) and is left
 * alone. Hiding only what the observer found out of view costs no layout of its own, and
 * nothing the visitor can see disappears.
 */
export const REVEAL_SCRIPT = `(function(){if(!window.IntersectionObserver||matchMedia('(prefers-reduced-motion: reduce)').matches)return;var o=new IntersectionObserver(function(es){es.forEach(function(e){var t=e.target,d=t.dataset;if(!d.reveal){if(e.isIntersecting){o.unobserve(t);d.reveal='shown'}else d.reveal='wait'}else if(e.intersectionRatio>=0.1||e.intersectionRect.height>=innerHeight/10){o.unobserve(t);d.reveal='in'}})},{threshold:[0,0.1]});function w(n){if(n.nodeType!==1)return;if(n.matches('.reveal:not([data-reveal])'))o.observe(n);n.querySelectorAll('.reveal:not([data-reveal])').forEach(function(e){o.observe(e)})}w(document.body);new MutationObserver(function(rs){rs.forEach(function(r){r.addedNodes.forEach(w)})}).observe(document.body,{childList:true,subtree:true})})()`;
